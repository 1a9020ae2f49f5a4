import { CheckoutFlow } from '../../features/checkout/components/checkout-flow';
import { PaymentStep } from '../../features/payment/components/payment-step';
import type { CheckoutStepProps } from '../../types/checkout';

/** The checkout of the cart: the package step (features/checkout), then the payment (features/payment). */
export function CartCheckout(props: CheckoutStepProps) {
  return <CheckoutFlow {...props} PaymentStep={PaymentStep} />;
}
