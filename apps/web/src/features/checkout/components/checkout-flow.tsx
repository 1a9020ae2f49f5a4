import { useLingui } from '@lingui/react/macro';
import {
  cents,
  CHECKOUT_MESSAGES,
  checkoutTotals,
  MESSAGES,
  type CheckoutBody,
} from '@wallart/shared';
import { useRef, useState, type ComponentType } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error';
import { useSharedText } from '../../../lib/shared-text';
import {
  cartRefreshRequested,
  cartSubtotalCents,
  selectCartItems,
  selectCartOwnerId,
  selectCartVersion,
  setSelectedPackage,
} from '../../../stores/cart-slice';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser, selectCurrentUserId } from '../../../stores/user-slice';
import type { CheckoutStepProps, PaymentDetails, PaymentStepProps, PlaceOrderOutcome } from '../../../types/checkout';
import { usePlaceOrderMutation } from '../api/place-order';
import { PackageStep, type ChosenPackage } from './package-step';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { TotalsList } from '../../../components/orders/totals-list';

export interface CheckoutFlowProps extends CheckoutStepProps {
  /** The payment step (features/payment), composed in by the app. */
  PaymentStep: ComponentType<PaymentStepProps>;
}

/** A key for one attempt: the same request sent again (after a lost answer) reuses it. */
const newKey = () => crypto.randomUUID();

/**
 * docs/product/cart-and-orders.md#checkout steps 3-5 (issue 13) in one dialog: the package, then the payment, then
 * `POST /api/orders/checkout`. The order's Idempotency-Key belongs to the request: a double click,
 * or a retry after an answer was lost, sends the same body under the same key and the server
 * answers the first order again; any change (another card, another address) is a new attempt.
 * A decline (402) keeps the cart as it was. Only a cart the server has confirmed (the account's, at
 * a version) is ordered, and always at that version. Focus returns to Proceed to Checkout on close.
 */
export function CheckoutFlow({ open, onOpenChange, PaymentStep }: CheckoutFlowProps) {
  const { t } = useLingui();
  const ts = useSharedText();
  const { money } = useLocaleFormat();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const userId = useAppSelector(selectCurrentUserId);
  const items = useAppSelector(selectCartItems);
  const ownerId = useAppSelector(selectCartOwnerId);
  const version = useAppSelector(selectCartVersion);
  const [step, setStep] = useState<'package' | 'payment'>('package');
  const [pkg, setPkg] = useState<ChosenPackage | null>(null);
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [placeOrder] = usePlaceOrderMutation();

  const totals = checkoutTotals(cartSubtotalCents(items), pkg?.priceCents == null ? null : cents(pkg.priceCents));

  const close = () => {
    onOpenChange(false);
    setStep('package');
  };

  const pay = async ({ method, token, shippingAddress }: PaymentDetails): Promise<PlaceOrderOutcome> => {
    if (!userId || !pkg) return { kind: 'failed', message: MESSAGES.orders.invalidPackage, canRetry: false };
    if (ownerId !== userId || version === null) {
      // The lines shown are not the account's cart as the server has it (e.g. a guest cart that
      // could not be brought in): the server would order a cart the customer never saw. Read it again.
      attempt.current = null;
      dispatch(cartRefreshRequested());
      return { kind: 'failed', message: MESSAGES.cart.notConfirmed, canRetry: false };
    }
    const body: CheckoutBody = {
      userId,
      shippingAddress,
      paymentInfo: { method, token },
      selectedPackageId: pkg.id,
      // The cart the customer saw: if another tab changed it since, nothing is charged (409).
      cartVersion: version,
    };
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newKey() };
    try {
      await placeOrder({ idempotencyKey: attempt.current.key, body }).unwrap();
      attempt.current = null;
      toast.success(ts(MESSAGES.toasts.orderPlaced));
      dispatch(setSelectedPackage(null));
      // The server emptied the cart in the order's transaction; show it.
      dispatch(cartRefreshRequested());
      close();
      return { kind: 'placed' };
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind === 'network' || failure.status >= 500) {
        // The order may or may not exist: the same request again is safe under the same key.
        return { kind: 'failed', message: MESSAGES.orders.placeFailed, canRetry: true };
      }
      const message = failure.kind === 'server' ? failure.message : undefined;
      if (failure.status === 409 && message === CHECKOUT_MESSAGES.idempotencyKeyInFlight) return { kind: 'failed', message, canRetry: true };
      attempt.current = null;
      if (failure.status === 402) return { kind: 'declined', message: message ?? MESSAGES.payment.declined };
      if (failure.status === 409) dispatch(cartRefreshRequested());
      return { kind: 'failed', message: message ?? MESSAGES.orders.placeFailed, canRetry: false };
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else if (!pending) close();
      }}
      title={step === 'package' ? t`Choose your installation package` : t`Payment`}
      className="sm:max-w-2xl"
    >
      {step === 'package' ? (
        <PackageStep
          initial={pkg}
          onCancel={close}
          onContinue={(chosen) => {
            setPkg(chosen);
            dispatch(setSelectedPackage({ id: chosen.id, name: chosen.name }));
            setStep('payment');
          }}
        />
      ) : (
        <PaymentStep
          onBack={() => setStep('package')}
          total={money(totals.total)}
          summary={<TotalsList totals={totals} packageName={pkg?.name ?? null} quoted={pkg?.priceCents === null} className="rounded-[3px] bg-paper-200/60 p-4" />}
          defaultAddress={user?.address ?? ''}
          onPay={pay}
          onPendingChange={setPending}
        />
      )}
    </Dialog>
  );
}
