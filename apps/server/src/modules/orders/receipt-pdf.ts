import { cents, formatDateIn, formatMoney, formatMoneyIn, type Locale, type Order } from '@wallart/shared';
import { t } from '../../lib/i18n';
import { paidWithIn, planTitleIn } from './order-texts';
import { openPdf, shopHeader, SHOP, type PdfWriter } from './pdf-writer';

/**
 * '$599.00', as the payment page shows it (docs/product/plans.md#plan-amounts); the documents say once
 * that amounts are CAD. Another language as `formatMoneyIn` writes it ('599,00 $').
 */
const dollarsIn = (locale: Locale, amount: number) => (locale === 'en' ? formatMoney(cents(amount)) : formatMoneyIn(locale, amount));

/**
 * A plan order's body (issue 18), shared by its invoice and its receipt: the contact fields of the
 * /payment form, the plan with its description and features, the plan price, the $15.00 service
 * fee and the total. Starts at `top`; answers where the next text may go. In `locale` (issue 37),
 * except what the admin typed (the plan's description, period and features).
 */
export function writePlanLines(pdf: Pick<PdfWriter, 'doc' | 'style' | 'write'>, order: Order, top: number, locale: Locale = 'en'): number {
  const { doc, style, write } = pdf;
  const dollars = (amount: number) => dollarsIn(locale, amount);
  const plan = order.plan!;
  const left = 50;
  const right = doc.page.width - 50;
  const contact = order.contact;

  style('bold', 10);
  write(t(locale, 'Billed to'), left, top);
  style('regular', 10);
  write(contact ? `${contact.firstName} ${contact.lastName}` : order.customer.name);
  write(contact?.email ?? order.customer.email);
  if (contact) write(contact.phone);
  style('bold');
  write(t(locale, 'Project address'), 320, top);
  style('regular');
  write(contact?.address ?? order.shippingAddress, 320, doc.y, { width: right - 320 });

  doc.moveDown(2);
  let y = Math.max(doc.y, top + 90);
  style('bold', 10);
  write(t(locale, 'Plan'), left, y);
  write(t(locale, 'Amount (CAD)'), 400, y, { width: right - 400, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 8;
  style('bold', 11);
  write(planTitleIn(locale, plan.title), left, y, { width: 330 });
  write(dollars(order.totals.packageCents), 400, y, { width: right - 400, align: 'right' });
  style('regular', 9).fillColor('#555555');
  write(`${plan.description} · ${plan.period}`, left, doc.y, { width: 330 });
  for (const feature of plan.features) write(`• ${feature}`, left + 8, doc.y, { width: 322 });
  doc.fillColor('#000000');
  y = doc.y + 10;
  style('regular', 10);
  write(t(locale, 'Service Fee'), left, y, { width: 330 });
  write(dollars(order.totals.serviceFeeCents), 400, y, { width: right - 400, align: 'right' });
  y += 22;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 10;
  style('bold', 11);
  write(t(locale, 'Total'), 360, y, { width: 110, align: 'right' });
  write(dollars(order.totals.totalCents), 470, y, { width: right - 470, align: 'right' });
  return y + 30;
}

/**
 * The receipt of a plan payment (issue 18, `GET /api/payments/{id}/receipt`, and attached to the
 * confirmation mail): drawn like the invoice (decision 028) from the plan order's snapshot, so it
 * never changes after the sale.
 */
export async function renderReceiptPdf(order: Order, deps: { shopEmail: string; locale?: Locale }): Promise<Buffer> {
  const locale = deps.locale ?? 'en';
  const pdf = openPdf({ Title: t(locale, 'Receipt {orderNumber}', { orderNumber: order.orderNumber }), Author: SHOP.name, Subject: `Payment ${order.payment.transactionId}` });
  const { doc, style, write, finished } = pdf;
  shopHeader(pdf, deps.shopEmail, t(locale, 'Receipt'), locale);
  write(t(locale, 'Order {orderNumber}', { orderNumber: order.orderNumber }), undefined, undefined, { align: 'right' });
  write(t(locale, 'Date {date}', { date: formatDateIn(locale, order.createdAt) }), undefined, undefined, { align: 'right' });
  write(t(locale, 'Payment successful'), undefined, undefined, { align: 'right' });
  doc.moveDown(2);
  const y = writePlanLines(pdf, order, Math.max(doc.y, 140), locale);
  style('regular', 9);
  write(t(locale, 'Paid with {paidWith}', { paidWith: paidWithIn(locale, order.payment) }), 50, y);
  write(t(locale, 'Transaction {transactionId}', { transactionId: order.payment.transactionId }), 50, y + 14);
  write(t(locale, 'A designer will contact you within 24 hours for your first consultation.'), 50, y + 28);
  write(t(locale, 'Thank you for choosing WallArt Studio.'), 50, y + 42);
  doc.end();
  return finished;
}
