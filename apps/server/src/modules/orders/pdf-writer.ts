import PDFDocument from 'pdfkit';
import { cents, formatMoney, type Locale } from '@wallart/shared';
import { t } from '../../lib/i18n';
import { invoiceFonts, splitIntoRuns, useInvoiceFonts, type InvoiceWeight } from './invoice-fonts';

/**
 * What the invoice and the plan receipt share (decision 028): an A4 document in the embedded
 * Unicode fonts, a `write` that splits text into runs of the font that has its characters, and the
 * shop's header.
 */

export const SHOP = {
  name: 'WallArt Studio',
  lines: ['Custom wall art, printed and installed', 'wallart.studio'],
};

export const money = (amount: number) => formatMoney(cents(amount), { currency: 'CAD' });

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Sets the weight and size of what is written next. */
  style: (w: InvoiceWeight, points?: number) => PDFKit.PDFDocument;
  /** The current weight (to keep it while changing the size). */
  weight: () => InvoiceWeight;
  /** Writes text in runs of the embedded fonts, at (x, y) or where the last text ended. */
  write: (text: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;
  /** The whole PDF once `doc.end()` has been called. */
  finished: Promise<Buffer>;
}

export function openPdf(info: PDFKit.DocumentInfo): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info,
    // No default font: PDFKit would read and parse Helvetica's metrics for every document, and we
    // write only in our own fonts (useInvoiceFonts below).
    font: null as unknown as string,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Unicode fonts instead of the built-in Helvetica (Latin-1 only): each string is written in runs,
  // each run in the first embedded font that has its characters (decision 028).
  const fonts = invoiceFonts();
  useInvoiceFonts(doc, [...fonts.regular, ...fonts.bold]);
  let weight: InvoiceWeight = 'regular';
  let size = 12;
  const style = (w: InvoiceWeight, points = size) => {
    weight = w;
    size = points;
    return doc.font(fonts[w][0]!.name).fontSize(points);
  };
  function write(text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}): PDFKit.PDFDocument {
    const runs = splitIntoRuns(text, fonts[weight]);
    // Every run of a line on Noto Sans's baseline (PDFKit would put each font's on its own ascender).
    const opts: PDFKit.Mixins.TextOptions = { ...options, baseline: -(fonts[weight][0]!.ascender / 1000) * size };
    if (runs.length === 0) return x === undefined ? doc.text('', opts) : doc.text('', x, y, opts);
    if (runs.length > 1 && (options.align === 'right' || options.align === 'center')) {
      // PDFKit aligns each continued run on its own (they overlap): a line of several fonts is
      // measured whole and its runs placed one after the other from where it starts.
      const left = x ?? doc.page.margins.left;
      const top = y ?? doc.y;
      const box = options.width ?? doc.page.width - doc.page.margins.right - left;
      const widths = runs.map((run) => doc.font(run.font).widthOfString(run.text));
      const total = widths.reduce((sum, w) => sum + w, 0);
      if (total <= box) {
        let at = left + (options.align === 'right' ? box - total : (box - total) / 2);
        runs.forEach((run, i) => {
          doc.font(run.font).text(run.text, at, top, { ...opts, align: 'left', width: widths[i]! + 1, lineBreak: false });
          at += widths[i]!;
        });
        doc.x = left;
        doc.y = top + doc.currentLineHeight(true);
        return doc.font(fonts[weight][0]!.name);
      }
    }
    runs.forEach((run, i) => {
      const runOpts = { ...opts, continued: i < runs.length - 1 };
      doc.font(run.font);
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, runOpts);
      else doc.text(run.text, runOpts);
    });
    return doc.font(fonts[weight][0]!.name);
  }
  return { doc, style, weight: () => weight, write, finished };
}

/** The shop's name and lines on the left, the document's title on the right; leaves the style at regular 9 pt. */
export function shopHeader(pdf: Pick<PdfWriter, 'style' | 'write'>, shopEmail: string, title: string, locale: Locale = 'en'): void {
  const { style, write } = pdf;
  style('bold', 20);
  write(SHOP.name, 50, 50);
  style('regular', 9).fillColor('#555555');
  for (const line of [...SHOP.lines.map((line) => t(locale, line)), shopEmail]) write(line);
  style('bold', 16).fillColor('#000000');
  write(title, 50, 50, { align: 'right' });
  style('regular', 9);
}
