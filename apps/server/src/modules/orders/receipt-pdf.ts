import { cents, formatMoney, paidWithText, type Order } from '@wallart/shared';
import { openPdf, shopHeader, SHOP, type PdfWriter } from './pdf-writer';

/** '$599.00', as the payment page shows it (docs/product/plans.md#plan-amounts); the documents say once that amounts are CAD. */
const dollars = (amount: number) => formatMoney(cents(amount));

/**
 * A plan order's body (issue 18), shared by its invoice and its receipt: the contact fields of the
 * /payment form, the plan with its description and features, the plan price, the $15.00 service
 * fee and the total. Starts at `top`; answers where the next text may go.
 */
export function writePlanLines(pdf: Pick<PdfWriter, 'doc' | 'style' | 'write'>, order: Order, top: number): number {
  const { doc, style, write } = pdf;
  const plan = order.plan!;
  const left = 50;
  const right = doc.page.width - 50;
  const contact = order.contact;

  style('bold', 10);
  write('Billed to', left, top);
  style('regular', 10);
  write(contact ? `${contact.firstName} ${contact.lastName}` : order.customer.name);
  write(contact?.email ?? order.customer.email);
  if (contact) write(contact.phone);
  style('bold');
  write('Project address', 320, top);
  style('regular');
  write(contact?.address ?? order.shippingAddress, 320, doc.y, { width: right - 320 });

  doc.moveDown(2);
  let y = Math.max(doc.y, top + 90);
  style('bold', 10);
  write('Plan', left, y);
  write('Amount (CAD)', 400, y, { width: right - 400, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 8;
  style('bold', 11);
  write(plan.title, left, y, { width: 330 });
  write(dollars(order.totals.packageCents), 400, y, { width: right - 400, align: 'right' });
  style('regular', 9).fillColor('#555555');
  write(`${plan.description} · ${plan.period}`, left, doc.y, { width: 330 });
  for (const feature of plan.features) write(`• ${feature}`, left + 8, doc.y, { width: 322 });
  doc.fillColor('#000000');
  y = doc.y + 10;
  style('regular', 10);
  write('Service Fee', left, y, { width: 330 });
  write(dollars(order.totals.serviceFeeCents), 400, y, { width: right - 400, align: 'right' });
  y += 22;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 10;
  style('bold', 11);
  write('Total', 360, y, { width: 110, align: 'right' });
  write(dollars(order.totals.totalCents), 470, y, { width: right - 470, align: 'right' });
  return y + 30;
}

/**
 * The receipt of a plan payment (issue 18, `GET /api/payments/{id}/receipt`, and attached to the
 * confirmation mail): drawn like the invoice (decision 028) from the plan order's snapshot, so it
 * never changes after the sale.
 */
export async function renderReceiptPdf(order: Order, deps: { shopEmail: string }): Promise<Buffer> {
  const pdf = openPdf({ Title: `Receipt ${order.orderNumber}`, Author: SHOP.name, Subject: `Payment ${order.payment.transactionId}` });
  const { doc, style, write, finished } = pdf;
  shopHeader(pdf, deps.shopEmail, 'Receipt');
  write(`Order ${order.orderNumber}`, undefined, undefined, { align: 'right' });
  write(`Date ${order.createdAt.slice(0, 10)}`, undefined, undefined, { align: 'right' });
  write('Payment successful', undefined, undefined, { align: 'right' });
  doc.moveDown(2);
  const y = writePlanLines(pdf, order, Math.max(doc.y, 140));
  style('regular', 9);
  write(`Paid with ${paidWithText(order.payment)}`, 50, y);
  write(`Transaction ${order.payment.transactionId}`, 50, y + 14);
  write('A designer will contact you within 24 hours for your first consultation.', 50, y + 28);
  write('Thank you for choosing WallArt Studio.', 50, y + 42);
  doc.end();
  return finished;
}
