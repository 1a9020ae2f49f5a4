/**
 * The cart module's public face (decision 013). Checkout locks and empties a cart through
 * `CartService.lockForCheckout` / `emptyLocked` inside its own transaction.
 */
import { cartRoutes } from './cart.routes';
import { cartServicePlugin } from './cart.service';

export type { CartLineWrite, CartService, LockedCart } from './cart.service';
export { cartItems, carts, type CartItemRow } from './cart.tables';

export const cartModule = {
  name: 'cart',
  prefix: '/cart',
  service: cartServicePlugin,
  routes: cartRoutes,
} as const;
