import { formatDateIn, formatMoneyIn, TAX_RATE_PERCENT, type Locale, type Order } from '@wallart/shared';
import { t } from '../../lib/i18n';
import { money, openPdf, shopHeader, SHOP } from './pdf-writer';
import { paidWithIn, statusLabelIn } from './order-texts';
import { writePlanLines } from './receipt-pdf';

function optionsText(locale: Locale, options: Order['items'][number]['options']): string {
  const parts = [options.canvasSize, options.frameStyle && t(locale, '{frameStyle} frame', { frameStyle: options.frameStyle }), options.artStyle, options.texture].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t(locale, 'Standard options');
}

/**
 * The invoice of an order as a real PDF (issue 13): the shop, the customer, each line with its
 * preview, the package, the 13% tax, the totals, the payment's brand and last 4, and the order id.
 * A plan order (issue 18) has no lines: it shows the plan with its features, the plan price, the
 * $15.00 service fee and the total instead, and the /payment contact fields.
 * In `deps.locale` (issue 37): its texts, amounts and date (not what the admin typed: package and plan texts).
 * `deps.previews`: each line's picture as a PNG, or null (invoice-previews.ts). Runs in the PDF
 * thread (pdf-thread.ts, decision 088): nothing here touches storage or the database.
 */
export async function renderInvoicePdf(
  order: Order,
  deps: { shopEmail: string; locale?: Locale | undefined; previews: readonly (Uint8Array | null)[] },
): Promise<Buffer> {
  const locale = deps.locale ?? 'en';
  // English keeps its 'CAD 1,234.50' (pdf-writer's money); the others are written by Intl for the language.
  const amount = (value: number) => (locale === 'en' ? money(value) : formatMoneyIn(locale, value));
  const { previews } = deps;
  const { doc, style, write, finished, weight } = openPdf({ Title: t(locale, 'Invoice {orderNumber}', { orderNumber: order.orderNumber }), Author: SHOP.name, Subject: `Order ${order._id}` });
  const left = 50;
  const right = doc.page.width - 50;
  shopHeader({ style, write }, deps.shopEmail, t(locale, 'INVOICE'), locale);
  write(t(locale, 'Order {orderNumber}', { orderNumber: order.orderNumber }), undefined, undefined, { align: 'right' });
  write(t(locale, 'Order id {orderId}', { orderId: order._id }), undefined, undefined, { align: 'right' });
  write(t(locale, 'Date {date}', { date: formatDateIn(locale, order.createdAt) }), undefined, undefined, { align: 'right' });
  write(t(locale, 'Status {status}', { status: statusLabelIn(locale, order.status) }), undefined, undefined, { align: 'right' });

  if (order.kind === 'plan' && order.plan) {
    doc.moveDown(2);
    const y = writePlanLines({ doc, style, write }, order, Math.max(doc.y, 140), locale);
    style('regular', 9);
    write(t(locale, 'Paid with {paidWith} · transaction {transactionId}', { paidWith: paidWithIn(locale, order.payment), transactionId: order.payment.transactionId }), left, y);
    write(t(locale, 'Thank you for choosing WallArt Studio.'), left, y + 14);
    doc.end();
    return finished;
  }

  doc.moveDown(2);
  const billedY = Math.max(doc.y, 140);
  style('bold', 10);
  write(t(locale, 'Billed to'), left, billedY);
  style('regular', 10);
  write(order.customer.name);
  write(order.customer.email);
  write(order.shippingAddress, undefined, undefined, { width: 250 });
  style('bold');
  write(t(locale, 'Shipping'), 320, billedY);
  style('regular');
  write(`${order.shippingMethod}, ${order.estimatedDelivery}`, 320, doc.y, { width: right - 320 });

  doc.moveDown(2);
  let y = Math.max(doc.y, 230);
  style('bold', 10);
  write(t(locale, 'Item'), left, y);
  write(t(locale, 'Qty'), 360, y, { width: 40, align: 'right' });
  write(t(locale, 'Unit'), 400, y, { width: 70, align: 'right' });
  write(t(locale, 'Amount'), 470, y, { width: right - 470, align: 'right' });
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
    if (png) doc.image(Buffer.from(png.buffer, png.byteOffset, png.byteLength), left, y, { fit: [56, 56] });
    style('bold');
    write(item.name, left + 66, y, { width: 230 });
    style('regular', 8).fillColor('#555555');
    write(optionsText(locale, item.options), left + 66, doc.y, { width: 230 });
    style(weight(), 10).fillColor('#000000');
    write(String(item.quantity), 360, y, { width: 40, align: 'right' });
    write(amount(item.unitPriceCents), 400, y, { width: 70, align: 'right' });
    write(amount(item.lineTotalCents), 470, y, { width: right - 470, align: 'right' });
    y += 66;
  });
  // The package: its price, or none when the installation is quoted separately (Enterprise).
  style('bold');
  write(t(locale, '{packageName} package', { packageName: order.packageId.name }), left + 66, y, { width: 230 });
  style('regular', 8).fillColor('#555555');
  write(order.packageId.installation, left + 66, doc.y, { width: 230 });
  style(weight(), 10).fillColor('#000000');
  write(order.packageId.quotedSeparately ? t(locale, 'Quoted separately') : amount(order.totals.packageCents), 400, y, { width: right - 400, align: 'right' });
  y += 40;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 10;

  const rows: [string, string][] = [
    [t(locale, 'Subtotal'), amount(order.totals.subtotalCents)],
    [t(locale, 'Tax ({rate}%)', { rate: TAX_RATE_PERCENT }), amount(order.totals.taxCents)],
    [t(locale, 'Shipping'), amount(order.totals.shippingCents)],
  ];
  for (const [label, value] of rows) {
    write(label, 360, y, { width: 110, align: 'right' });
    write(value, 470, y, { width: right - 470, align: 'right' });
    y += 16;
  }
  style('bold');
  write(t(locale, 'Total'), 360, y, { width: 110, align: 'right' });
  write(amount(order.totals.totalCents), 470, y, { width: right - 470, align: 'right' });
  y += 30;
  style('regular', 9);
  write(t(locale, 'Paid with {paidWith} · transaction {transactionId}', { paidWith: paidWithIn(locale, order.payment), transactionId: order.payment.transactionId }), left, y);
  write(t(locale, 'Thank you for choosing WallArt Studio.'), left, y + 14);
  doc.end();
  return finished;
}
