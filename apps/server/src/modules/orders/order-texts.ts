import { cardBrandName, formatMoneyIn, ORDER_STATUS_LABELS, PAYMENT_METHOD_NAMES, type Locale, type OrderStatus, type PaymentMethod } from '@wallart/shared';
import { t } from '../../lib/i18n';

/** An order's texts in the customer's language (issue 37, docs/product/messages.md#server-texts). */

/** 'Visa ending in 4242' in the locale; a method without card digits by its name ('PayPal'). */
export function paidWithIn(locale: Locale, payment: { method: PaymentMethod; brand: string; last4: string | null }): string {
  if (payment.method === 'card' && payment.last4) return t(locale, '{brand} ending in {last4}', { brand: cardBrandName(payment.brand), last4: payment.last4 });
  return PAYMENT_METHOD_NAMES[payment.method];
}

/** 'In Production' in the locale. */
export function statusLabelIn(locale: Locale, status: OrderStatus): string {
  return t(locale, ORDER_STATUS_LABELS[status], undefined, 'order status');
}

/** An amount in a mail: English keeps its 'CAD 1234.50'; the others as `formatMoneyIn` writes them ('1 234,50 $'). */
export function mailMoneyIn(locale: Locale, amountCents: number): string {
  return locale === 'en' ? `CAD ${(amountCents / 100).toFixed(2)}` : formatMoneyIn(locale, amountCents);
}

/** A plan's title ('Premium Plan', `planTitle` of its package's name) in the locale: 'Formule Premium'. */
export function planTitleIn(locale: Locale, title: string): string {
  if (locale === 'en') return title;
  const packageName = title.replace(/ Plan$/, '');
  return packageName === title ? title : t(locale, '{packageName} Plan', { packageName });
}
