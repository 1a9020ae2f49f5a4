import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  cardBrandName,
  CHECKOUT_MESSAGES,
  cents,
  DESIGNER_CONTACT_HOURS,
  MESSAGES,
  PAYMENT_PAGE_DELAY_MS,
  PLAN_MESSAGES,
  type PlanCheckout,
} from '@wallart/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { PlanTotals } from '../../../components/orders/plan-totals';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { PendingButton } from '../../../components/ui/pending-button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths, signInHref, subscriptionsHref } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-error';
import { PLAN_QUERY, planSlugOf } from '../../../lib/plans';
import { englishOf, useSharedText } from '../../../lib/shared-text';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import type { CheckoutNavigationState } from '../../../types/plan';
import { useGetPlanCheckoutQuery } from '../api/get-plan-checkout';
import { usePayPlanCheckoutMutation } from '../api/pay-plan-checkout';
import { CARD_EXPIRED_NOTICE, isExpiredCardAnswer } from '../utils/checkout-errors';
import { forgetPayKey, payKeyFor } from '../utils/pay-key';
import { PlanSummary } from './plan-summary';
import { ProcessingOverlay } from './processing-overlay';

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const packagesLink = { pathname: paths.home, hash: '#about' };
const packagesState = { scrollToSection: 'about' } as const;

export interface PaymentProcessScreenProps {
  /** The spinner shows at least this long (docs/product/plans.md#payment-process: 2.5 s on the payment page); tests shorten it. */
  minimumWaitMs?: number;
}

/**
 * `/payment-process?checkout={id}` (docs/product/plans.md#payment-process; issue 18):
 * the plan checkout opened on /payment, read from the server — Order Summary (plan price, Service
 * Fee, Total, the reserved Order ID), the plan, Next Steps — and Proceed, which pays it under an
 * Idempotency-Key behind the full-screen 'Processing Your Payment...' for at least 2.5 s, then
 * shows the result (/payment-success, for a capture and a decline alike).
 */
export function PaymentProcessScreen({ minimumWaitMs = PAYMENT_PAGE_DELAY_MS }: PaymentProcessScreenProps) {
  const [search] = useSearchParams();
  const id = search.get('checkout') ?? '';
  const userId = useAppSelector(selectCurrentUserId);
  const valid = OBJECT_ID.test(id);
  const { data, error, isLoading, isFetching, refetch } = useGetPlanCheckoutQuery(id, { skip: !valid || !userId });
  const { t } = useLingui();
  const ts = useSharedText();

  if (!userId) {
    return (
      <Empty title={t`Sign in to see your order`}>
        <p>
          <Trans>Your order belongs to your account. Sign in and start the checkout again; nothing has been charged.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton to={signInHref('payment')}>
            <Trans>Sign In</Trans>
          </LinkButton>
          <LinkButton to={packagesLink} state={packagesState} variant="outline">
            <Trans>See the packages</Trans>
          </LinkButton>
        </div>
      </Empty>
    );
  }

  if (!valid || (error && isGone(error))) {
    return (
      <Empty title={t`There is no order to pay here`}>
        <p>
          {valid ? ts(PLAN_MESSAGES.checkoutNotFound) : t`This link does not name an order.`}{' '}
          <Trans>Choose a plan to start a new checkout; nothing has been charged.</Trans>
        </p>
        <LinkButton to={packagesLink} state={packagesState} variant="outline" className="mt-6">
          <Trans>See the packages</Trans>
        </LinkButton>
      </Empty>
    );
  }

  if (isLoading) {
    return (
      <PageLayout eyebrow={t`Payment`} title={t`Order Summary`}>
        <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="frame h-80 animate-pulse motion-reduce:animate-none" aria-hidden="true" />
          <div className="frame h-80 animate-pulse motion-reduce:animate-none" aria-hidden="true" />
          <Spinner label={t`Loading your order`} className="sr-only" />
        </div>
      </PageLayout>
    );
  }

  if (error || !data) {
    return (
      <PageLayout eyebrow={t`Payment`} title={t`Order Summary`}>
        <Alert title={t`Your order could not be loaded`} className="max-w-2xl">
          <p>{ts(loadErrorText(error))}</p>
          <Button variant="outline" size="sm" className="mt-3" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? t`Trying again…` : t`Try again`}
          </Button>
        </Alert>
      </PageLayout>
    );
  }

  if (data.status !== 'open') return <ClosedCheckout checkout={data} />;
  return <OpenCheckout key={data._id} checkout={data} minimumWaitMs={minimumWaitMs} onClosed={() => void refetch()} />;
}

function Empty({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout eyebrow={t`Payment`} title={title}>
      <div className="max-w-2xl text-base leading-relaxed text-ink-700">{children}</div>
    </PageLayout>
  );
}

/** 404 (not found or not the caller's) or 400 (not an id): there is nothing to show. */
function isGone(error: unknown): boolean {
  const failure = describeApiError(error);
  return failure.kind !== 'network' && (failure.status === 404 || failure.status === 400);
}

function loadErrorText(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.orders.noResponse;
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return MESSAGES.api.internal;
}

/** The checkout was paid or declined already: show where its result is. */
function ClosedCheckout({ checkout }: { checkout: PlanCheckout }) {
  const slug = planSlugOf({ title: checkout.plan.title, packageId: checkout.plan.packageId });
  const { t } = useLingui();
  const ts = useSharedText();
  return (
    <Empty title={t`This order is closed`}>
      <p>{ts(PLAN_MESSAGES.checkoutClosed)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {checkout.paymentId && (
          <LinkButton to={`${paths.paymentSuccess}?payment=${checkout.paymentId}`}>
            <Trans>View the payment result</Trans>
          </LinkButton>
        )}
        <LinkButton to={slug ? `${paths.payment}?${PLAN_QUERY}=${slug}` : paths.payment} variant="outline">
          <Trans>Start a new checkout</Trans>
        </LinkButton>
      </div>
    </Empty>
  );
}

type PayFailure = { kind: 'subscribed' } | { kind: 'message'; title: string; text: string };

/** The failures this page words itself (the others are the server's or the shared messages). */
const notConfirmed = { title: msg`We could not confirm your payment`, text: msg`No answer came back from the payment service. Press Proceed again: you will not be charged twice.` };
const stillProcessing = { title: msg`Your payment is still being processed`, text: msg`Please wait a moment, then press Proceed again.` };
const worded = (i18n: I18n, failure: typeof notConfirmed): PayFailure => ({ kind: 'message', title: i18n._(failure.title), text: i18n._(failure.text) });

function OpenCheckout({ checkout, minimumWaitMs, onClosed }: { checkout: PlanCheckout; minimumWaitMs: number; onClosed: () => void }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const [pay] = usePayPlanCheckoutMutation();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PayFailure | null>(null);
  const busy = useRef(false);
  const { plan, amounts, contact, card } = checkout;
  const slug = planSlugOf({ title: plan.title, packageId: plan.packageId });
  const checkoutHref = slug ? `${paths.payment}?${PLAN_QUERY}=${slug}` : paths.payment;

  const showResult = (paymentId: string) => {
    forgetPayKey(checkout._id);
    void navigate(`${paths.paymentSuccess}?payment=${paymentId}`, { replace: true });
  };

  const proceed = async () => {
    // A double click or a held Enter pays once.
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    setProcessing(true);
    const key = payKeyFor(checkout._id);
    const [outcome] = await Promise.all([pay({ checkoutId: checkout._id, idempotencyKey: key }), wait(minimumWaitMs)]);
    if (outcome.data) {
      showResult(outcome.data.payment._id);
      return;
    }
    const declined = declinedPaymentId(outcome.error);
    if (declined) {
      showResult(declined);
      return;
    }
    busy.current = false;
    setProcessing(false);
    const answer = describeApiError(outcome.error);
    const message = answer.kind === 'server' ? answer.message : undefined;
    // Told apart by its English: the server answers in the UI's language.
    const english = message === undefined ? undefined : englishOf(i18n, message);
    if (answer.kind === 'network' || answer.status >= 500) {
      // The payment may or may not have happened: Proceed again sends the same key, never a second charge.
      setFailure(worded(i18n, notConfirmed));
      return;
    }
    if (answer.status === 409 && english === CHECKOUT_MESSAGES.idempotencyKeyInFlight) {
      setFailure(worded(i18n, stillProcessing));
      return;
    }
    forgetPayKey(checkout._id);
    if (isExpiredCardAnswer(outcome.error)) {
      // The card's token ran out before Proceed: the card is typed again, the rest of the form is kept.
      const state: CheckoutNavigationState = { notice: CARD_EXPIRED_NOTICE };
      void navigate(checkoutHref, { state });
      return;
    }
    if (answer.status === 409 && english === PLAN_MESSAGES.alreadySubscribed) {
      setFailure({ kind: 'subscribed' });
      return;
    }
    if (answer.status === 409) {
      // Paid or declined already (another tab): read it again to show where the result is.
      onClosed();
      return;
    }
    setFailure({ kind: 'message', title: MESSAGES.payment.failedTitle, text: message ?? MESSAGES.payment.defaultFailure });
  };

  const row = 'flex justify-between gap-4';
  const contactHours = DESIGNER_CONTACT_HOURS;
  return (
    <PageLayout eyebrow={t`Payment`} title={t`Order Summary`} description={t`Check your order, then press Proceed to pay.`}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="order-heading" className="frame p-6 sm:p-8">
            <h2 id="order-heading" className="text-2xl text-ink-900">
              <Trans>Your order</Trans>
            </h2>
            <dl className="mt-4 text-sm">
              <div className={row}>
                <dt className="text-ink-600">
                  <Trans>Order ID</Trans>
                </dt>
                <dd className="font-semibold text-ink-900 tabular-nums" data-testid="order-number">
                  {checkout.orderNumber}
                </dd>
              </div>
            </dl>
            <PlanTotals
              planCents={cents(amounts.planCents)}
              serviceFeeCents={cents(amounts.serviceFeeCents)}
              totalCents={cents(amounts.totalCents)}
              planLabel={plan.title}
              className="mt-4 rounded-[3px] bg-paper-200/60 p-4"
              testId="order-summary"
              totalTestId="order-total"
            />
            <dl className="mt-5 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-600">
                <Trans>Paying with</Trans>
              </dt>
              <dd className="text-ink-900" data-testid="paying-with">
                {cardBrandName(card.brand)} •••• {card.last4}
              </dd>
              <dt className="text-ink-600">
                <Trans>Name</Trans>
              </dt>
              <dd className="text-ink-900">
                {contact.firstName} {contact.lastName}
              </dd>
              <dt className="text-ink-600">
                <Trans>Email</Trans>
              </dt>
              <dd className="break-words text-ink-900">{contact.email}</dd>
              <dt className="text-ink-600">
                <Trans>Phone</Trans>
              </dt>
              <dd className="text-ink-900">{contact.phone}</dd>
              <dt className="text-ink-600">
                <Trans>Project Address</Trans>
              </dt>
              <dd className="break-words text-ink-900">{contact.address}</dd>
            </dl>
            <p className="mt-4 text-sm">
              <TextLink to={checkoutHref}>
                <Trans>Change these details</Trans>
              </TextLink>
            </p>
          </section>

          <section aria-labelledby="next-steps-heading" className="frame p-6 sm:p-8">
            <h2 id="next-steps-heading" className="text-2xl text-ink-900">
              <Trans>Next Steps</Trans>
            </h2>
            <p className="mt-3 text-sm leading-relaxed text-ink-700">
              <Trans>
                Our team will review your project details, and a designer will contact you within {contactHours} hours to schedule your first
                consultation.
              </Trans>
            </p>
          </section>

          {failure && (
            <Alert title={ts(failure.kind === 'subscribed' ? PLAN_MESSAGES.alreadySubscribed : failure.title)}>
              {failure.kind === 'subscribed' ? (
                <Trans>
                  Nothing was charged. Your subscription is in <TextLink to={subscriptionsHref}>My Account, Subscriptions</TextLink>.
                </Trans>
              ) : (
                ts(failure.text)
              )}
            </Alert>
          )}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <LinkButton to={checkoutHref} variant="ghost">
              <Trans>Back to checkout</Trans>
            </LinkButton>
            <PendingButton
              size="lg"
              pending={processing}
              pendingLabel={t`Processing your payment`}
              onClick={() => void proceed()}
              disabled={failure?.kind === 'subscribed'}
            >
              <Trans>Proceed</Trans>
            </PendingButton>
          </div>
          <p className="text-sm leading-relaxed text-ink-600">
            <Trans>Proceed charges your card the total above, once. Until you press it, nothing is charged.</Trans>
          </p>
        </div>

        <PlanSummary plan={plan} headingId="plan-details" className="lg:sticky lg:top-24" />
      </div>
      <ProcessingOverlay open={processing} />
    </PageLayout>
  );
}

/** A decline (402) carries the payment result; its id opens the result page. */
function declinedPaymentId(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || (error as { status?: unknown }).status !== 402) return null;
  const payment = (error as { data?: { payment?: { _id?: unknown } } }).data?.payment;
  return typeof payment?._id === 'string' ? payment._id : null;
}
