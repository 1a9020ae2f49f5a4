import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatMoney, cents, ORDER_STATUS_LABELS, TAX_RATE_PERCENT, type Order } from '@wallart/shared';
import type { Storage } from '../../plugins/app/storage';

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
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  doc.font('Helvetica-Bold').fontSize(20).text(SHOP.name, left, 50);
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  for (const line of [...SHOP.lines, deps.shopEmail]) doc.text(line);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(16).text('INVOICE', left, 50, { align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Order ${order.orderNumber}`, { align: 'right' });
  doc.text(`Order id ${order._id}`, { align: 'right' });
  doc.text(`Date ${order.createdAt.slice(0, 10)}`, { align: 'right' });
  doc.text(`Status ${ORDER_STATUS_LABELS[order.status]}`, { align: 'right' });

  doc.moveDown(2);
  const billedY = Math.max(doc.y, 140);
  doc.font('Helvetica-Bold').fontSize(10).text('Billed to', left, billedY);
  doc.font('Helvetica').fontSize(10).text(order.customer.name).text(order.customer.email).text(order.shippingAddress, { width: 250 });
  doc.font('Helvetica-Bold').text('Shipping', 320, billedY);
  doc.font('Helvetica').text(`${order.shippingMethod}, ${order.estimatedDelivery}`, 320, doc.y, { width: right - 320 });

  doc.moveDown(2);
  let y = Math.max(doc.y, 230);
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Item', left, y).text('Qty', 360, y, { width: 40, align: 'right' }).text('Unit', 400, y, { width: 70, align: 'right' }).text('Amount', 470, y, { width: right - 470, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 8;
  doc.font('Helvetica').fontSize(10);
  order.items.forEach((item, i) => {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = 50;
    }
    const png = previews[i];
    if (png) doc.image(png, left, y, { fit: [56, 56] });
    doc.font('Helvetica-Bold').text(item.name, left + 66, y, { width: 230 });
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(optionsText(item.options), left + 66, doc.y, { width: 230 });
    doc.fontSize(10).fillColor('#000000');
    doc.text(String(item.quantity), 360, y, { width: 40, align: 'right' });
    doc.text(money(item.unitPriceCents), 400, y, { width: 70, align: 'right' });
    doc.text(money(item.lineTotalCents), 470, y, { width: right - 470, align: 'right' });
    y += 66;
  });
  // The package: its price, or none when the installation is quoted separately (Enterprise).
  doc.font('Helvetica-Bold').text(`${order.packageId.name} package`, left + 66, y, { width: 230 });
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(order.packageId.installation, left + 66, doc.y, { width: 230 });
  doc.fontSize(10).fillColor('#000000');
  doc.text(order.packageId.quotedSeparately ? 'Quoted separately' : money(order.totals.packageCents), 400, y, { width: right - 400, align: 'right' });
  y += 40;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 10;

  const rows: [string, string][] = [
    ['Subtotal', money(order.totals.subtotalCents)],
    [`Tax (${TAX_RATE_PERCENT}%)`, money(order.totals.taxCents)],
    ['Shipping', money(order.totals.shippingCents)],
  ];
  for (const [label, value] of rows) {
    doc.text(label, 360, y, { width: 110, align: 'right' }).text(value, 470, y, { width: right - 470, align: 'right' });
    y += 16;
  }
  doc.font('Helvetica-Bold').text('Total', 360, y, { width: 110, align: 'right' }).text(money(order.totals.totalCents), 470, y, { width: right - 470, align: 'right' });
  y += 30;
  const card = order.payment.last4 ? `${order.payment.brand} ending ${order.payment.last4}` : order.payment.brand;
  doc.font('Helvetica').fontSize(9).text(`Paid by ${card} · transaction ${order.payment.transactionId}`, left, y);
  doc.text('Thank you for choosing WallArt Studio.', left, y + 14);
  doc.end();
  return finished;
}
