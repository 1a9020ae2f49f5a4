import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADDRESS_MAX_LENGTH,
  CARD_BRAND_NAMES,
  formatCardNumber,
  formatCvcInput,
  formatExpiryInput,
  MESSAGES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  TEST_CARDS,
  type PaymentMethod,
} from '@wallart/shared';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { dismissToast, toast } from '../../../components/ui/toast-store';
import { apiErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import type { PaymentStepProps } from '../../../types/checkout';
import { useCreatePaymentMethodMutation } from '../api/create-payment-method';
import {
  brandFromPrefix,
  cardNumberInput,
  cvcInput,
  EMPTY_CARD_FORM,
  expiryInput,
  validateCardForm,
  type CardErrors,
  type CardForm,
} from '../utils/card-form';

/** The methods with a note under each name (PAYMENT_METHOD_NAMES). */
const METHODS: readonly { value: PaymentMethod; label: string; note: MessageDescriptor }[] = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_NAMES[value],
  note: value === 'card' ? msg`Visa, Mastercard, Amex, Discover` : msg`Simulated in this shop`,
}));

/**
 * docs/product/cart-and-orders.md#checkout step 4 and §5 "Payment dialog" (issue 13): the method — card, PayPal,
 * Apple Pay or Google Pay (the wallets simulated like the card) — and for a card the number
 * (grouped, brand detected), cardholder, expiry and CVV with the shared rules. The card goes only
 * to `POST /api/payment-methods`; the order is placed with the token it answers (docs/architecture.md#payments-simulated-on-the-server).
 * A token is reused when the same details are sent again after an answer was lost, so the retry
 * is the same request under the same Idempotency-Key (features/checkout).
 */
export function PaymentStep({ onBack, total, summary, defaultAddress, onPay, onPendingChange }: PaymentStepProps) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState<CardForm>(EMPTY_CARD_FORM);
  const [address, setAddress] = useState(defaultAddress);
  const [errors, setErrors] = useState<CardErrors & { address?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  /** The token of the last details sent, kept only while a retry may reuse it. */
  const kept = useRef<{ fingerprint: string; token: string } | null>(null);
  const [createPaymentMethod] = useCreatePaymentMethodMutation();
  const brand = brandFromPrefix(card.number);
  const brandName = brand ? CARD_BRAND_NAMES[brand] : '';
  const accepted = TEST_CARDS.alwaysSucceeds.number;
  const declined = TEST_CARDS.alwaysDeclines.number;
  const methodName = ts(PAYMENT_METHOD_NAMES[method]);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof CardForm, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** A field's message (the shared rules' English) in the UI's language. */
  const shown = (message: string | undefined) => message && ts(message);
  /** What ties a card field to the form: its name (focus finds the first invalid one by it), value, change (formatted) and error. */
  const cardInput = (field: keyof CardForm, format: (text: string) => string = (text) => text) => ({
    name: field,
    value: card[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, format(event.target.value)),
    error: shown(errors[field]),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A double-click or Enter held down sends one order.
    if (busy.current) return;
    const found: CardErrors & { address?: string } = method === 'card' ? validateCardForm(card, new Date()) : {};
    if (address.trim() === '') found.address = MESSAGES.checkout.addressRequired;
    setErrors(found);
    setFailure(null);
    const firstInvalid = Object.keys(found).find((k) => found[k as keyof typeof found]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    busy.current = true;
    setPending(true);
    onPendingChange(true);
    const processing = toast.info(ts(MESSAGES.toasts.processingOrder));
    try {
      const fingerprint = JSON.stringify({ method, card: method === 'card' ? card : null });
      let token = kept.current?.fingerprint === fingerprint ? kept.current.token : null;
      if (!token) {
        const body =
          method === 'card'
            ? { method, card: { number: card.number, holderName: card.holderName.trim(), expiry: card.expiry, cvc: card.cvc } }
            : { method };
        try {
          token = (await createPaymentMethod(body).unwrap()).token;
        } catch (error) {
          setFailure(apiErrorMessage(error, MESSAGES.orders.placeFailed));
          return;
        }
        kept.current = { fingerprint, token };
      }
      const outcome = await onPay({ method, token, shippingAddress: address.trim() });
      if (outcome.kind === 'placed') {
        kept.current = null;
        setCard(EMPTY_CARD_FORM);
        return;
      }
      // A decline used the details up: new ones (or the same again) make a new attempt.
      if (outcome.kind === 'declined' || !outcome.canRetry) kept.current = null;
      setFailure(outcome.message);
    } finally {
      dismissToast(processing);
      busy.current = false;
      setPending(false);
      onPendingChange(false);
    }
  };

  return (
    <>
      <p className="-mt-2 text-sm leading-relaxed text-ink-600">
        <Trans>Choose how to pay {total}. Your card goes straight to our payment processor; we keep only its brand and last 4 digits.</Trans>
      </p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-busy={pending} className="mt-5">
        <fieldset disabled={pending}>
          <legend className="mb-2 text-sm font-semibold text-ink-800">
            <Trans>Payment method</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {METHODS.map((m) => (
              <label
                key={m.value}
                className={cn(
                  'flex cursor-pointer flex-col rounded-[3px] border bg-paper-50 px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                  method === m.value ? 'border-terracotta-600 ring-1 ring-terracotta-600' : 'border-paper-300 hover:border-ink-900/40',
                )}
              >
                <input
                  type="radio"
                  name="method"
                  value={m.value}
                  checked={method === m.value}
                  // The step replaces the package step in the same dialog: focus starts on the chosen method.
                  autoFocus={method === m.value}
                  onChange={() => {
                    setMethod(m.value);
                    setFailure(null);
                  }}
                  className="sr-only"
                />
                <span className="font-semibold text-ink-900">{ts(m.label)}</span>
                <span className="mt-0.5 text-xs leading-snug text-ink-600">{i18n._(m.note)}</span>
              </label>
            ))}
          </div>

          {method === 'card' ? (
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <TextField
                className="sm:col-span-2"
                label={t`Card number`}
                {...cardNumberInput}
                {...cardInput('number', formatCardNumber)}
                hint={
                  brand ? (
                    <span data-testid="card-brand">{t`${brandName} card`}</span>
                  ) : (
                    t`Test cards: ${accepted} is accepted, ${declined} is declined.`
                  )
                }
              />
              <TextField className="sm:col-span-2" label={t`Cardholder name`} autoComplete="cc-name" {...cardInput('holderName')} />
              <TextField label={t`Expiry date`} labelNote={t`(MM/YY)`} {...expiryInput(i18n)} {...cardInput('expiry', formatExpiryInput)} />
              <TextField label={t`CVV`} {...cvcInput(i18n, brand)} {...cardInput('cvc', (text) => formatCvcInput(brand ?? 'visa', text))} />
            </div>
          ) : (
            <p className="mt-5 rounded-[3px] bg-paper-200/60 p-4 text-sm leading-relaxed text-ink-700">
              <Trans>{methodName} is simulated here: placing the order confirms the payment at once.</Trans>
            </p>
          )}

          <TextField
            className="mt-4"
            label={t`Delivery address`}
            name="address"
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              setErrors((x) => ({ ...x, address: undefined }));
            }}
            error={shown(errors.address)}
          />
        </fieldset>

        {summary && <div className="mt-5">{summary}</div>}

        {failure && (
          <Alert className="mt-4" title={ts(failure)}>
            <Trans>Your cart is unchanged.</Trans>
          </Alert>
        )}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onBack} disabled={pending}>
            <Trans>Back to packages</Trans>
          </Button>
          <SubmitButton pending={pending} pendingLabel={t`Placing your order`}>
            <Trans>Place order · {total}</Trans>
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
