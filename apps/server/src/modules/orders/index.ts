/**
 * The orders module's public face (decision 013). Checkout writes an order with
 * `OrdersService.create` inside its transaction and queues the confirmation mail in the same one
 * (`queueConfirmation`, modules/mail-jobs), waking the mail worker after the commit (`notifyMail`).
 */
import { ordersRoutes } from './orders.routes';
import { ordersServicePlugin } from './orders.service';

export { orderConfirmationKey, orderStatusMailKey } from './orders.service';
export type { NewOrder, NewOrderLine, OrdersService, OrderViewer } from './orders.service';
export { orderLines, orderNumbers, orderStatusHistory, orders, type ArtworkSnapshot, type OrderContact, type OrderRow } from './orders.tables';

export const ordersModule = {
  name: 'orders',
  prefix: '/orders',
  service: ordersServicePlugin,
  routes: ordersRoutes,
} as const;
