import { onDemand } from '../../components/ui/on-demand';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { OrderHistory } from '../../features/orders/components/order-history';

/** The checkout's dialogs load when Proceed to Checkout first opens them (issue 21). */
const CartCheckout = onDemand(async () => (await import('./cart-checkout')).CartCheckout, (props) => props.open);

/**
 * /cart (docs/product/cart-and-orders.md#cart-screen): the app composes the features, which do not import each
 * other. Order History (features/orders) goes under the cart, as CartScreen's children.
 */
export function CartRoute() {
  return (
    <CartScreen checkout={CartCheckout}>
      <OrderHistory />
    </CartScreen>
  );
}
