import { useLingui } from '@lingui/react/macro';
import { cardBrandName, PAYMENT_METHOD_NAMES, type PaymentMethod } from '@wallart/shared';
import { useSharedText } from '../../lib/shared-text';

/**
 * @wallart/shared's paidWithText in the UI's language: 'Visa ending in 4242' for a card (the
 * web's own ICU message, with the brand and last 4 as values), the method's name otherwise. The
 * customer's order details and the admin's order dialog alike.
 */
export function usePaidWithText(): (payment: { method: PaymentMethod; brand: string; last4: string | null }) => string {
  const { t } = useLingui();
  const ts = useSharedText();
  return (payment) => {
    if (payment.method === 'card' && payment.last4) {
      const brand = cardBrandName(payment.brand);
      const last4 = payment.last4;
      return t`${brand} ending in ${last4}`;
    }
    return ts(PAYMENT_METHOD_NAMES[payment.method]);
  };
}
