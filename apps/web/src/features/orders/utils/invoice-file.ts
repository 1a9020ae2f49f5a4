/**
 * The name to save an invoice under: the server's (`attachment; filename="invoice-ORD-2026-1234.pdf"`,
 * the same as the confirmation mail's attachment) when it gives a safe one, else
 * `invoice-<display id>.pdf`. Nothing from the header may make a path or a hidden file.
 */
export function invoiceFileName(contentDisposition: string | null, displayId: string): string {
  const given = contentDisposition ? /filename="?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim() : undefined;
  if (given && /^[\w-][\w.-]{0,99}\.pdf$/i.test(given)) return given;
  return `invoice-${displayId.replace(/[^\w-]/g, '')}.pdf`;
}
