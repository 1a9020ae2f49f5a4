import {
  ADDRESS_MAX_LENGTH,
  CARD_BRAND_NAMES,
  CARD_BRANDS,
  formatCardNumber,
  formatCvcInput,
  formatExpiryInput,
  MESSAGES,
  NAME_MAX_LENGTH,
  paymentPageTotalCents,
  PLAN_MESSAGES,
  SERVICE_FEE_CENTS,
  TEST_CARDS,
  type CardBrand,
  type Cents,
  type CheckoutForm,
} from '@wallart/shared';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { PlanTotals } from '../../../components/orders/plan-totals';
import { LockIcon } from '../../../components/ui/account-icons';
import { Alert } from '../../../components/ui/alert';
import { emailInput, phoneInput } from '../../../components/ui/input-presets';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import type { HomeNavigationState } from '../../../config/landing-sections';
import { paths, signInHref, subscriptionsHref } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { DEFAULT_PLAN, packageOfPlan, PLAN_QUERY, planForSlug, planFromState, planPriceCents, planSlugOf } from '../../../lib/plans';
import { useAppSelector } from '../../../stores/hooks';
import { pickContact, readPaymentDraft, writePaymentDraft, type PaymentContact } from '../../../stores/payment-draft';
import { selectCurrentUser, type CurrentUser } from '../../../stores/user-slice';
import type { CheckoutNavigationState, Plan } from '../../../types/plan';
import { useCreatePaymentMethodMutation } from '../api/create-payment-method';
import { useCreatePlanCheckoutMutation } from '../api/create-plan-checkout';
import { cardNumberInput, cvcInput, expiryInput } from '../utils/card-form';
import { checkoutFailure, type CheckoutFailure } from '../utils/checkout-errors';
import { PlanSummary } from './plan-summary';

/** What the inputs hold: the contact fields, the brand choice and the card as typed (formatted). */
type FormValues = PaymentContact & { cardBrand: CardBrand; cardNumber: string; expiry: string; cvc: string };

/**
 * The plan /payment is for: handed over now, else named in the URL, else kept from the sign-in
 * detour, else the default. `named` says whether the URL should name it (it came from elsewhere).
 */
function usePlan(): { plan: Plan; notice: string | null; named: boolean } {
  const location = useLocation();
  const [search] = useSearchParams();
  return useMemo(() => {
    const state = location.state as CheckoutNavigationState | null;
    const notice = typeof state?.notice === 'string' ? state.notice : null;
    const handed = planFromState(state) ?? planForSlug(readPaymentDraft()?.plan);
    const fromUrl = planForSlug(search.get(PLAN_QUERY));
    if (fromUrl && !planFromState(state)) return { plan: fromUrl, notice, named: false };
    if (handed) return { plan: handed, notice, named: true };
    return { plan: DEFAULT_PLAN, notice, named: false };
  }, [location.state, search]);
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address'] as const satisfies readonly (keyof PaymentContact)[];

/** The contact fields as the form starts: each as this tab kept it (the sign-in detour, Go Back), else the account's. */
function initialContact(user: CurrentUser | null): PaymentContact {
  const kept = readPaymentDraft()?.contact;
  const fromAccount = accountContact(user);
  return pickContact(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, kept?.[field].trim() ? kept[field] : fromAccount[field]])));
}

/** The account's own details as contact fields (empty for a guest). */
function accountContact(user: CurrentUser | null): PaymentContact {
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return pickContact({ firstName: first, lastName: rest.join(' '), email: user?.email ?? '', phone: user?.phone ?? '', address: user?.address ?? '' });
}

/**
 * `/payment` (docs/product/plans.md#checkout-page, docs/product/plans.md#checkout-form; issue 18): '{plan title} Checkout', the plan
 * summary, Contact Information, Payment Details (Subtotal, the $15.00 Service Fee, Total), the
 * card-brand choice and the card. Complete Payment checks every docs/product/plans.md#checkout-form rule in the browser; a
 * guest is sent to sign in first (plan and contact kept in this tab, never the card); a customer's
 * card goes to the payment processor for a token, and the plan checkout opened with that token
 * leads to /payment-process. Enterprise has no price: it asks for a quote instead.
 */
export function PlanCheckoutScreen() {
  const { plan, notice, named } = usePlan();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const slug = planSlugOf(plan);

  // The URL names a plan handed over (or kept from the sign-in detour), so a reload or a shared
  // link opens the same checkout; /payment alone stays the default plan (docs/product/plans.md#checkout-page).
  useEffect(() => {
    if (named && slug && search.get(PLAN_QUERY) !== slug) {
      void navigate({ search: `?${PLAN_QUERY}=${slug}` }, { replace: true, state: location.state as unknown });
    }
  }, [named, slug, search, navigate, location.state]);

  const price = planPriceCents(plan);
  const quoted = price === null || packageOfPlan(plan)?.priceCents === null;

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

/** docs/architecture.md#copy-rewritten: Enterprise has no price to charge; it is sold by quote. */
function QuoteOnly({ plan }: { plan: Plan }) {
  const name = plan.title.replace(/\s+Plan$/i, '');
  return (
    <div className="frame p-6 sm:p-8">
      <h2 className="text-2xl text-ink-900">Priced by quote</h2>
      <p className="mt-3 text-sm leading-relaxed text-ink-700">{PLAN_MESSAGES.enterpriseByQuote}</p>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">Tell us about your space and a designer answers within 24 hours with a quote.</p>
      <LinkButton
        to={{ pathname: paths.home, hash: '#contact' }}
        state={{ scrollToSection: 'contact', quoteFor: name } satisfies HomeNavigationState}
        className="mt-6"
      >
        Request a Quote
      </LinkButton>
    </div>
  );
}

const sectionClass = 'frame p-6 sm:p-8';

// The card's expiry is checked against the time of each check (makeCheckoutFormSchema's default clock).
const resolver = lazyZodResolver<FormValues, CheckoutForm>(() => import('@wallart/shared/schemas/checkout-form').then((m) => m.makeCheckoutFormSchema()));

function CheckoutFormSection({ plan, slug, priceCents, notice }: { plan: Plan; slug: string | null; priceCents: Cents; notice: string | null }) {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [createPaymentMethod] = useCreatePaymentMethodMutation();
  const [createPlanCheckout] = useCreatePlanCheckoutMutation();
  const [failure, setFailure] = useState<Exclude<CheckoutFailure, { kind: 'field' }> | null>(null);
  const [defaultValues] = useState<FormValues>(() => ({ ...initialContact(user), cardBrand: 'visa', cardNumber: '', expiry: '', cvc: '' }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    getFieldState,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormValues, unknown, CheckoutForm>({ resolver, defaultValues });
  const brand = useWatch({ control, name: 'cardBrand' });

  // The account can be known only after the first render: a built page is hydrated with the
  // guest's view it was built from, then shows the visitor's (app/mount.tsx, decision 060). The
  // contact fields nobody has typed in then take the account's details (or the kept draft's).
  const userId = user?._id ?? null;
  const takeAccountDetails = useEffectEvent(() => {
    const contact = initialContact(user);
    for (const field of CONTACT_FIELDS) {
      if (!getFieldState(field).isDirty && getValues(field) !== contact[field]) setValue(field, contact[field]);
    }
  });
  useEffect(() => {
    if (userId !== null) takeAccountDetails();
  }, [userId]);

  // The contact fields (never the card) are kept in this tab as they are typed: a reload keeps them.
  const [firstName, lastName, email, phone, address] = useWatch({ control, name: ['firstName', 'lastName', 'email', 'phone', 'address'] });
  useEffect(() => {
    // The form's values now: the account's details may have been set just before (above).
    const contact = pickContact({ ...getValues() });
    // Only once something was typed (or a draft is kept already): the account's own details need no copy.
    const fromAccount = accountContact(user);
    const typed = CONTACT_FIELDS.some((k) => contact[k] !== fromAccount[k]);
    if (typed || readPaymentDraft()) writePaymentDraft({ plan: slug, contact });
  }, [slug, firstName, lastName, email, phone, address, user, getValues]);

  // Another brand takes another CVC length, and the number is checked against the brand chosen.
  useEffect(() => {
    const cvc = getValues('cvc');
    const fitted = formatCvcInput(brand, cvc);
    if (fitted !== cvc) setValue('cvc', fitted);
    if (isSubmitted) void trigger(['cardNumber', 'cvc']);
  }, [brand, getValues, setValue, trigger, isSubmitted]);

  const show = (found: CheckoutFailure) => {
    if (found.kind === 'field') setError(found.field, { message: found.message }, { shouldFocus: true });
    else setFailure(found);
  };

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const contact = pickContact(form);
    writePaymentDraft({ plan: slug, contact });
    if (!user?._id) {
      // Signed in, the customer comes back here with the plan and contact; the card is typed again.
      await navigate(signInHref('payment'));
      return;
    }
    const packageId = plan.packageId ?? packageOfPlan(plan)?.id;
    if (!packageId) {
      setFailure({ kind: 'alert', message: PLAN_MESSAGES.packageNotFound });
      return;
    }
    let token: string;
    try {
      const holderName = `${form.firstName.trim()} ${form.lastName.trim()}`.slice(0, NAME_MAX_LENGTH).trim();
      const card = { number: form.cardNumber, holderName, expiry: form.expiry, cvc: form.cvc, brand: form.cardBrand };
      token = (await createPaymentMethod({ method: 'card', card }).unwrap()).token;
    } catch (error) {
      show(checkoutFailure(error));
      return;
    }
    try {
      const checkout = await createPlanCheckout({ ...contact, packageId, paymentInfo: { method: 'card', token } }).unwrap();
      await navigate(`${paths.paymentProcess}?checkout=${checkout._id}`);
    } catch (error) {
      show(checkoutFailure(error));
    }
  });

  return (
    <form noValidate onFocus={resolver.preload} onSubmit={(event) => void onSubmit(event)} aria-busy={isSubmitting} className="space-y-6">
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

        <fieldset className="mt-6">
          <legend className="mb-2 text-sm font-semibold text-ink-800">Card type</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {CARD_BRANDS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex h-12 cursor-pointer items-center justify-center rounded-[3px] border bg-paper-50 px-3 text-sm font-semibold text-ink-900 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                  brand === value ? 'border-terracotta-600 ring-1 ring-terracotta-600' : 'border-paper-300 hover:border-ink-900/40',
                )}
              >
                <input type="radio" value={value} className="sr-only" {...register('cardBrand')} />
                {CARD_BRAND_NAMES[value]}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="cardNumber"
            render={({ field, fieldState }) => (
              <TextField
                className="sm:col-span-2"
                label="Card Number"
                {...cardNumberInput}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
                error={fieldState.error?.message}
                hint={
                  <>
                    Test cards: {TEST_CARDS.alwaysSucceeds.number} is accepted, {TEST_CARDS.alwaysDeclines.number} is declined.
                  </>
                }
              />
            )}
          />
          <Controller
            control={control}
            name="expiry"
            render={({ field, fieldState }) => (
              <TextField
                label="Expiry Date"
                labelNote="(MM/YY)"
                {...expiryInput}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(formatExpiryInput(event.target.value))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="cvc"
            render={({ field, fieldState }) => (
              <TextField
                label="CVC"
                {...cvcInput(brand)}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(formatCvcInput(brand, event.target.value))}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>

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
