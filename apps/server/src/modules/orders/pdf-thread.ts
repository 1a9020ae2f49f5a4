import type { Locale, Order } from '@wallart/shared';
import { renderInvoicePdf } from './invoice-pdf';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * What the PDF thread is asked to make (pdf-threads.ts, decision 088): everything it needs travels
 * with the task (structured clone), so the thread touches neither storage nor the database.
 */
export type PdfTask =
  | { kind: 'invoice'; order: Order; shopEmail: string; locale: Locale; previews: (Uint8Array | null)[] }
  | { kind: 'receipt'; order: Order; shopEmail: string; locale: Locale };

/**
 * The PDF thread's one entry (a worker thread run by tinypool): lays out an order's invoice or a
 * plan order's receipt with PDFKit and its fonts (parsed once per thread, invoice-fonts.ts) and
 * answers the file's bytes. Also callable on the main thread (the same function, the same bytes).
 */
export default function renderPdf(task: PdfTask): Promise<Uint8Array> {
  const { order, shopEmail, locale } = task;
  return task.kind === 'invoice' ? renderInvoicePdf(order, { shopEmail, locale, previews: task.previews }) : renderReceiptPdf(order, { shopEmail, locale });
}
