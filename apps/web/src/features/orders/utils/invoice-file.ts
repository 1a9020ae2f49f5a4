import { attachmentFileName } from '../../../lib/file-download';

/**
 * The name to save an invoice under: the server's (`attachment; filename="invoice-ORD-2026-1234.pdf"`,
 * the same as the confirmation mail's attachment) when it gives a safe one, else
 * `invoice-<display id>.pdf`. Nothing from the header may make a path or a hidden file.
 */
export function invoiceFileName(contentDisposition: string | null, displayId: string): string {
  return attachmentFileName(contentDisposition, `invoice-${displayId.replace(/[^\w-]/g, '')}.pdf`);
}
