/**
 * The checkout module's public face (decision 013). place-order.ts composes the cart, payments
 * and orders modules (each through its index) in one transaction; none of them imports checkout.
 */
import { checkoutRetentionPlugin } from './checkout-pruning';
import { checkoutRoutes } from './checkout.routes';
import { checkoutServicePlugin } from './place-order';

export type { CheckoutService, PlaceOrderResult } from './place-order';
export { idempotencyKeys } from './checkout.tables';
export { claimIdempotencyKey, requestHash, storeIdempotentAnswer, type IdempotencyScope, type StoredAnswer } from './idempotency';

export const checkoutModule = {
  name: 'checkout',
  prefix: '/orders',
  service: checkoutServicePlugin,
  routes: checkoutRoutes,
  plugins: [checkoutRetentionPlugin],
} as const;
