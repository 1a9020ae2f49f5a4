import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatMoney, cents, ORDER_STATUS_LABELS, paidWithText, TAX_RATE_PERCENT, type Order } from '@wallart/shared';
import type { Storage } from '../../plugins/app/storage';
import { invoiceFonts, splitIntoRuns, useInvoiceFonts, type InvoiceWeight } from './invoice-fonts';

const SHOP = {
  name: 'WallArt Studio',
  lines: ['Custom wall art, printed and installed', 'wallart.studio'],
};

const money = (amount: number) => formatMoney(cents(amount), { currency: 'CAD' });

/** A stored preview as a small PNG that PDFKit can embed (it reads PNG and JPEG only), or null. */
async function previewPng(storage: Storage, url: string, log?: FastifyBaseLogger): Promise<Buffer | null> {
  const key = url.replace(/^\/uploads\//, '');
  try {
    const file = await storage.get(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return await sharp(Buffer.concat(chunks)).resize(120, 120, { fit: 'inside' }).png().toBuffer();
  } catch (err) {
    log?.warn({ err, key }, 'invoice preview not readable');
    return null;
  }
}

function optionsText(options: Order['items'][number]['options']): string {
  const parts = [options.canvasSize, options.frameStyle && `${options.frameStyle} frame`, options.artStyle, options.texture].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Standard options';
}

/**
 * The invoice of an order as a real PDF (issue 13): the shop, the customer, each line with its
 * preview, the package, the 13% tax, the totals, the payment's brand and last 4, and the order id.
 */
export async function renderInvoicePdf(order: Order, deps: { storage: Storage; shopEmail: string; log?: FastifyBaseLogger | undefined }): Promise<Buffer> {
  const previews = await Promise.all(order.items.map((item) => previewPng(deps.storage, item.preview?.thumbnailUrl ?? item.artwork.thumbnailUrl, deps.log)));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${order.orderNumber}`, Author: SHOP.name, Subject: `Order ${order._id}` },
    // No default font: PDFKit would read and parse Helvetica's metrics for every invoice, and the
    // invoice writes only in its own fonts (useInvoiceFonts below).
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
  /** The weight and size of what is written next. */
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
    runs.forEach((run, i) => {
      const runOpts = { ...opts, continued: i < runs.length - 1 };
      doc.font(run.font);
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, runOpts);
      else doc.text(run.text, runOpts);
    });
    return doc.font(fonts[weight][0]!.name);
  }

  const left = 50;
  const right = doc.page.width - 50;
  style('bold', 20);
  write(SHOP.name, left, 50);
  style('regular', 9).fillColor('#555555');
  for (const line of [...SHOP.lines, deps.shopEmail]) write(line);
  style('bold', 16).fillColor('#000000');
  write('INVOICE', left, 50, { align: 'right' });
  style('regular', 9);
  write(`Order ${order.orderNumber}`, undefined, undefined, { align: 'right' });
  write(`Order id ${order._id}`, undefined, undefined, { align: 'right' });
  write(`Date ${order.createdAt.slice(0, 10)}`, undefined, undefined, { align: 'right' });
  write(`Status ${ORDER_STATUS_LABELS[order.status]}`, undefined, undefined, { align: 'right' });

  doc.moveDown(2);
  const billedY = Math.max(doc.y, 140);
  style('bold', 10);
  write('Billed to', left, billedY);
  style('regular', 10);
  write(order.customer.name);
  write(order.customer.email);
  write(order.shippingAddress, undefined, undefined, { width: 250 });
  style('bold');
  write('Shipping', 320, billedY);
  style('regular');
  write(`${order.shippingMethod}, ${order.estimatedDelivery}`, 320, doc.y, { width: right - 320 });

  doc.moveDown(2);
  let y = Math.max(doc.y, 230);
  style('bold', 10);
  write('Item', left, y);
  write('Qty', 360, y, { width: 40, align: 'right' });
  write('Unit', 400, y, { width: 70, align: 'right' });
  write('Amount', 470, y, { width: right - 470, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 8;
  style('regular', 10);
  order.items.forEach((item, i) => {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = 50;
    }
    const png = previews[i];
    if (png) doc.image(png, left, y, { fit: [56, 56] });
    style('bold');
    write(item.name, left + 66, y, { width: 230 });
    style('regular', 8).fillColor('#555555');
    write(optionsText(item.options), left + 66, doc.y, { width: 230 });
    style(weight, 10).fillColor('#000000');
    write(String(item.quantity), 360, y, { width: 40, align: 'right' });
    write(money(item.unitPriceCents), 400, y, { width: 70, align: 'right' });
    write(money(item.lineTotalCents), 470, y, { width: right - 470, align: 'right' });
    y += 66;
  });
  // The package: its price, or none when the installation is quoted separately (Enterprise).
  style('bold');
  write(`${order.packageId.name} package`, left + 66, y, { width: 230 });
  style('regular', 8).fillColor('#555555');
  write(order.packageId.installation, left + 66, doc.y, { width: 230 });
  style(weight, 10).fillColor('#000000');
  write(order.packageId.quotedSeparately ? 'Quoted separately' : money(order.totals.packageCents), 400, y, { width: right - 400, align: 'right' });
  y += 40;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 10;

  const rows: [string, string][] = [
    ['Subtotal', money(order.totals.subtotalCents)],
    [`Tax (${TAX_RATE_PERCENT}%)`, money(order.totals.taxCents)],
    ['Shipping', money(order.totals.shippingCents)],
  ];
  for (const [label, value] of rows) {
    write(label, 360, y, { width: 110, align: 'right' });
    write(value, 470, y, { width: right - 470, align: 'right' });
    y += 16;
  }
  style('bold');
  write('Total', 360, y, { width: 110, align: 'right' });
  write(money(order.totals.totalCents), 470, y, { width: right - 470, align: 'right' });
  y += 30;
  style('regular', 9);
  write(`Paid with ${paidWithText(order.payment)} · transaction ${order.payment.transactionId}`, left, y);
  write('Thank you for choosing WallArt Studio.', left, y + 14);
  doc.end();
  return finished;
}
