import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_MAX_LENGTH, MESSAGES, NAME_MAX_LENGTH, paymentPageTotalCents, SERVICE_FEE_CENTS, type Cents } from '@wallart/shared';
import { PageLayout } from '../../../components/layout/page-layout';
import { PlanTotals } from '../../../components/orders/plan-totals';
import { LockIcon } from '../../../components/ui/account-icons';
import { Alert } from '../../../components/ui/alert';
import { emailInput, phoneInput } from '../../../components/ui/input-presets';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { subscriptionsHref } from '../../../config/paths';
import { useSharedText } from '../../../lib/shared-text';
import type { Plan } from '../../../types/plan';
import { useCheckoutPlan } from '../hooks/use-checkout-plan';
import { planCheckoutResolver, usePlanCheckoutForm } from '../hooks/use-plan-checkout-form';
import { CardBrandField, CardFields } from './card-fields';
import { PlanSummary } from './plan-summary';
import { QuoteOnly } from './quote-only';

/**
 * `/payment` (docs/product/plans.md#checkout-page, docs/product/plans.md#checkout-form; issue 18): '{plan title} Checkout', the plan
 * summary, Contact Information, Payment Details (Subtotal, the $15.00 Service Fee, Total), the
 * card-brand choice and the card. Complete Payment checks every docs/product/plans.md#checkout-form rule in the browser; a
 * guest is sent to sign in first (plan and contact kept in this tab, never the card); a customer's
 * card goes to the payment processor for a token, and the plan checkout opened with that token
 * leads to /payment-process. Enterprise has no price: it asks for a quote instead.
 * The plan and its URL: use-checkout-plan.ts; the form, its kept draft and Complete Payment:
 * use-plan-checkout-form.ts; the draft's transitions: stores/payment-draft-work.ts.
 */
export function PlanCheckoutScreen() {
  const { plan, notice, slug, price, quoted } = useCheckoutPlan();
  const { t } = useLingui();
  const title = plan.title;

  return (
    <PageLayout
      eyebrow={t`Checkout`}
      title={t`${title} Checkout`}
      description={quoted ? undefined : t`Your contact details, then your card. You review the order before anything is charged.`}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <PlanSummary plan={plan} headingId="plan-summary" className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" />
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {price === null || quoted ? <QuoteOnly plan={plan} /> : <CheckoutFormSection plan={plan} slug={slug} priceCents={price} notice={notice} />}
        </div>
      </div>
    </PageLayout>
  );
}

const sectionClass = 'frame p-6 sm:p-8';

function CheckoutFormSection({ plan, slug, priceCents, notice }: { plan: Plan; slug: string | null; priceCents: Cents; notice: string | null }) {
  const { form, brand, failure, onSubmit } = usePlanCheckoutForm({ plan, slug });
  const { t } = useLingui();
  const ts = useSharedText();
  const fieldError = (message: string | undefined) => message && ts(message);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onFocus={planCheckoutResolver.preload} onSubmit={(event) => void onSubmit(event)} aria-busy={isSubmitting} className="space-y-6">
      {notice && <Notice>{ts(notice)}</Notice>}

      <section aria-labelledby="contact-heading" className={sectionClass}>
        <h2 id="contact-heading" className="text-2xl text-ink-900">
          <Trans>Contact Information</Trans>
        </h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField label={t`First Name`} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} error={fieldError(errors.firstName?.message)} {...register('firstName')} />
          <TextField label={t`Last Name`} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} error={fieldError(errors.lastName?.message)} {...register('lastName')} />
          <TextField label={t`Email Address`} {...emailInput} error={fieldError(errors.email?.message)} {...register('email')} />
          <TextField label={t`Phone Number`} {...phoneInput} error={fieldError(errors.phone?.message)} {...register('phone')} />
          <TextField
            label={t`Project Address`}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            hint={t`Where the wall is: a designer visits it for the first consultation.`}
            className="sm:col-span-2"
            error={fieldError(errors.address?.message)}
            {...register('address')}
          />
        </div>
      </section>

      <section aria-labelledby="payment-heading" className={sectionClass}>
        <h2 id="payment-heading" className="text-2xl text-ink-900">
          <Trans>Payment Details</Trans>
        </h2>
        <PlanTotals
          planCents={priceCents}
          serviceFeeCents={SERVICE_FEE_CENTS}
          totalCents={paymentPageTotalCents(priceCents)}
          className="mt-5 rounded-[3px] bg-paper-200/60 p-4"
          testId="payment-details"
          totalTestId="payment-total"
        />

        <CardBrandField brand={brand} register={register} />
        <CardFields brand={brand} control={control} />

        {errors.root?.message && !failure && (
          <div className="mt-6">
            <Alert title={ts(errors.root.message)} />
          </div>
        )}
        {failure && (
          <div className="mt-6">
            {failure.kind === 'already-subscribed' ? (
              <Alert title={ts(failure.message)}>
                <Trans>
                  Your subscription is in <TextLink to={subscriptionsHref}>My Account, Subscriptions</TextLink>: book its consultations there, or
                  cancel it before you buy this package again.
                </Trans>
              </Alert>
            ) : (
              <Alert title={ts(MESSAGES.subscriptions.purchaseFailed)}>{ts(failure.message)}</Alert>
            )}
          </div>
        )}

        <SubmitButton pending={isSubmitting} pendingLabel={t`Completing your payment`} size="lg" className="mt-6 w-full">
          <Trans>Complete Payment</Trans>
        </SubmitButton>
        <p className="mt-4 flex items-center justify-center gap-2 text-sm font-semibold text-ink-800">
          <LockIcon className="size-4.5 text-sage-600" />
          <Trans>Secure Payment Processing</Trans>
        </p>
        <p className="mt-1 text-center text-xs leading-relaxed text-ink-600">
          <Trans>
            Your card goes straight to our payment processor; we keep only its brand and last 4 digits. Nothing is charged until you
            confirm the order on the next page.
          </Trans>
        </p>
      </section>
    </form>
  );
}
