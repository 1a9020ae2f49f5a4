import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Order, OrderLine } from '@wallart/shared';
import { describeApiError } from '../../../lib/api-error';
import { i18n as appI18n } from '../../../lib/i18n';

// Each text below is in the UI's language: components pass their `useLingui().i18n`; without one,
// the app's instance (English in the tests).

/** The dialog's views: 'back' is the details again after Need Help (focus returns to the Need Help button). */
export type OrderDialogView = 'details' | 'help' | 'back';

/** The dialog's title: the order number, the one identifier the mail and invoice carry (issue 20). */
export function orderDialogTitle(view: OrderDialogView, orderNumber: string, i18n: I18n = appI18n): string {
  return view === 'help' ? i18n._(msg`Need help with order ${orderNumber}`) : i18n._(msg`Order ${orderNumber}`);
}

/** A line's size: the custom size in feet, the size chosen, or 'Not chosen'. */
export function orderLineSize(item: Pick<OrderLine, 'options' | 'dimensions'>, i18n: I18n = appI18n): string {
  const { options, dimensions } = item;
  if (options.canvasSize === 'Custom' && dimensions) {
    // English as it always read ('6.5'); another language its own decimal sign ('6,5').
    const feet = (value: number) => (i18n.locale === 'en' ? String(value) : i18n.number(value, { maximumFractionDigits: 2, useGrouping: false }));
    const width = feet(dimensions.width);
    const height = feet(dimensions.height);
    return i18n._(msg`Custom (${width} × ${height} ft)`);
  }
  return options.canvasSize || i18n._(msg`Not chosen`);
}

/** A line's design: its art style and texture, or 'Not chosen'. */
export function orderLineDesign(options: OrderLine['options'], i18n: I18n = appI18n): string {
  return [options.artStyle, options.texture].filter(Boolean).join(', ') || i18n._(msg`Not chosen`);
}

/** The package's installation, marked when it is quoted separately. */
export function installationText(pkg: Pick<Order['packageId'], 'installation' | 'quotedSeparately'>, i18n: I18n = appI18n): string {
  const installation = pkg.installation;
  return pkg.quotedSeparately ? i18n._(msg`${installation} (quoted separately)`) : installation;
}

/** What a failed invoice download says: no answer, the server's own message for a 4xx, else the status. */
export function invoiceErrorText(error: unknown, i18n: I18n = appI18n): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return i18n._(msg`No answer from the server. Check your connection and try again.`);
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  const status = failure.status;
  return i18n._(msg`The server could not make it (error ${status}). Please try again in a moment.`);
}

/** Need Help's message as it starts: which order it is about. */
export function orderHelpMessage(order: Pick<Order, 'orderNumber' | '_id'>, i18n: I18n = appI18n): string {
  const { orderNumber, _id: id } = order;
  return `${i18n._(msg`About my order ${orderNumber}`)}\n${i18n._(msg`Order id: ${id}`)}\n\n`;
}
