import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-file';

describe('invoiceFileName', () => {
  it("keeps the server's name (the same as the confirmation mail's attachment)", () => {
    expect(invoiceFileName('attachment; filename="invoice-ORD-2026-4821.pdf"', '6650a1b2')).toBe('invoice-ORD-2026-4821.pdf');
  });

  it('falls back to the display id without a usable header', () => {
    expect(invoiceFileName(null, '6650a1b2')).toBe('invoice-6650a1b2.pdf');
    expect(invoiceFileName('attachment', '6650a1b2')).toBe('invoice-6650a1b2.pdf');
  });

  it('never saves under a path, a hidden name or another type', () => {
    expect(invoiceFileName('attachment; filename="../../.bashrc"', '6650a1b2')).toBe('invoice-6650a1b2.pdf');
    expect(invoiceFileName('attachment; filename=".hidden.pdf"', '6650a1b2')).toBe('invoice-6650a1b2.pdf');
    expect(invoiceFileName('attachment; filename="invoice.exe"', '6650a1b2')).toBe('invoice-6650a1b2.pdf');
  });
});
