import { CartScreen } from '../../features/cart/components/cart-screen';
import { CheckoutFlow } from '../../features/checkout/components/checkout-flow';
import { OrderHistory } from '../../features/orders/components/order-history';
import { PaymentStep } from '../../features/payment/components/payment-step';
import type { CheckoutStepProps } from '../../types/checkout';

/** The checkout of the cart: the package step (features/checkout), then the payment (features/payment). */
function CartCheckout(props: CheckoutStepProps) {
  return <CheckoutFlow {...props} PaymentStep={PaymentStep} />;
}

/**
 * /cart (SPEC §2 "Cart and Orders"): the app composes the features, which do not import each
 * other. Order History (features/orders) goes under the cart, as CartScreen's children.
 */
export function CartRoute() {
  return (
    <CartScreen checkout={CartCheckout}>
      <OrderHistory />
    </CartScreen>
  );
}
