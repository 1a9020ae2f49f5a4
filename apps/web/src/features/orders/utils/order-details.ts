import type { Order, OrderLine } from '@wallart/shared';
import { describeApiError } from '../../../lib/api-error';

/** The dialog's views: 'back' is the details again after Need Help (focus returns to the Need Help button). */
export type OrderDialogView = 'details' | 'help' | 'back';

/** The dialog's title: the order number, the one identifier the mail and invoice carry (issue 20). */
export function orderDialogTitle(view: OrderDialogView, orderNumber: string): string {
  return view === 'help' ? `Need help with order ${orderNumber}` : `Order ${orderNumber}`;
}

/** A line's size: the custom size in feet, the size chosen, or 'Not chosen'. */
export function orderLineSize(item: Pick<OrderLine, 'options' | 'dimensions'>): string {
  const { options } = item;
  return options.canvasSize === 'Custom' && item.dimensions ? `Custom (${item.dimensions.width} × ${item.dimensions.height} ft)` : options.canvasSize || 'Not chosen';
}

/** A line's design: its art style and texture, or 'Not chosen'. */
export function orderLineDesign(options: OrderLine['options']): string {
  return [options.artStyle, options.texture].filter(Boolean).join(', ') || 'Not chosen';
}

/** The package's installation, marked when it is quoted separately. */
export function installationText(pkg: Pick<Order['packageId'], 'installation' | 'quotedSeparately'>): string {
  return pkg.quotedSeparately ? `${pkg.installation} (quoted separately)` : pkg.installation;
}

/** What a failed invoice download says: no answer, the server's own message for a 4xx, else the status. */
export function invoiceErrorText(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return 'No answer from the server. Check your connection and try again.';
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return `The server could not make it (error ${failure.status}). Please try again in a moment.`;
}

/** Need Help's message as it starts: which order it is about. */
export function orderHelpMessage(order: Pick<Order, 'orderNumber' | '_id'>): string {
  return `About my order ${order.orderNumber}\nOrder id: ${order._id}\n\n`;
}
