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

  return (
    <PageLayout eyebrow="Checkout" title={`${plan.title} Checkout`} description={quoted ? undefined : 'Your contact details, then your card. You review the order before anything is charged.'}>
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
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onFocus={planCheckoutResolver.preload} onSubmit={(event) => void onSubmit(event)} aria-busy={isSubmitting} className="space-y-6">
      {notice && <Notice>{notice}</Notice>}

      <section aria-labelledby="contact-heading" className={sectionClass}>
        <h2 id="contact-heading" className="text-2xl text-ink-900">
          Contact Information
        </h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} error={errors.lastName?.message} {...register('lastName')} />
          <TextField label="Email Address" {...emailInput} error={errors.email?.message} {...register('email')} />
          <TextField label="Phone Number" {...phoneInput} error={errors.phone?.message} {...register('phone')} />
          <TextField
            label="Project Address"
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            hint="Where the wall is: a designer visits it for the first consultation."
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register('address')}
          />
        </div>
      </section>

      <section aria-labelledby="payment-heading" className={sectionClass}>
        <h2 id="payment-heading" className="text-2xl text-ink-900">
          Payment Details
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
            <Alert title={errors.root.message} />
          </div>
        )}
        {failure && (
          <div className="mt-6">
            {failure.kind === 'already-subscribed' ? (
              <Alert title={failure.message}>
                Your subscription is in <TextLink to={subscriptionsHref}>My Account, Subscriptions</TextLink>: book its consultations there, or
                cancel it before you buy this package again.
              </Alert>
            ) : (
              <Alert title={MESSAGES.subscriptions.purchaseFailed}>{failure.message}</Alert>
            )}
          </div>
        )}

        <SubmitButton pending={isSubmitting} pendingLabel="Completing your payment" size="lg" className="mt-6 w-full">
          Complete Payment
        </SubmitButton>
        <p className="mt-4 flex items-center justify-center gap-2 text-sm font-semibold text-ink-800">
          <LockIcon className="size-4.5 text-sage-600" />
          Secure Payment Processing
        </p>
        <p className="mt-1 text-center text-xs leading-relaxed text-ink-600">
          Your card goes straight to our payment processor; we keep only its brand and last 4 digits. Nothing is charged until you
          confirm the order on the next page.
        </p>
      </section>
    </form>
  );
}
