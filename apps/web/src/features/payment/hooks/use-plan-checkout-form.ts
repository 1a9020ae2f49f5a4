import { formatCvcInput, NAME_MAX_LENGTH, PLAN_MESSAGES, type CardBrand, type CheckoutForm } from '@wallart/shared';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths, signInHref } from '../../../config/paths';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { packageOfPlan } from '../../../lib/plans';
import { useAppSelector } from '../../../stores/hooks';
import { keepPaymentDraft, readPaymentDraft } from '../../../stores/payment-draft';
import { accountContact, initialContact, pickContact, untypedContactUpdates, type PaymentContact } from '../../../stores/payment-draft-work';
import { selectCurrentUser } from '../../../stores/user-slice';
import type { Plan } from '../../../types/plan';
import { useCreatePaymentMethodMutation } from '../api/create-payment-method';
import { useCreatePlanCheckoutMutation } from '../api/create-plan-checkout';
import { checkoutFailure, type CheckoutFailure } from '../utils/checkout-errors';

/** What the inputs hold: the contact fields, the brand choice and the card as typed (formatted). */
export type PlanCheckoutValues = PaymentContact & { cardBrand: CardBrand; cardNumber: string; expiry: string; cvc: string };

/** A failure shown above Complete Payment (a field's failure is shown at the field). */
export type FormFailure = Exclude<CheckoutFailure, { kind: 'field' }>;

// The card's expiry is checked against the time of each check (makeCheckoutFormSchema's default clock).
export const planCheckoutResolver = lazyZodResolver<PlanCheckoutValues, CheckoutForm>(() =>
  import('@wallart/shared/schemas/checkout-form').then((m) => m.makeCheckoutFormSchema()),
);

/**
 * The /payment form (issue 18): its values start from the kept draft or the account; the contact
 * fields (never the card) are kept in this tab through `keepPaymentDraft`; another card brand refits
 * the CVC. Complete Payment sends a guest to sign in first, else tokenises the card and opens the
 * plan checkout, leading to /payment-process.
 */
export function usePlanCheckoutForm({ plan, slug }: { plan: Plan; slug: string | null }) {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [createPaymentMethod] = useCreatePaymentMethodMutation();
  const [createPlanCheckout] = useCreatePlanCheckoutMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [defaultValues] = useState<PlanCheckoutValues>(() => ({
    ...initialContact(readPaymentDraft(), user),
    cardBrand: 'visa',
    cardNumber: '',
    expiry: '',
    cvc: '',
  }));
  const form = useForm<PlanCheckoutValues, unknown, CheckoutForm>({ resolver: planCheckoutResolver, defaultValues });
  const { control, handleSubmit, setError, setValue, getValues, getFieldState, trigger } = form;
  const { isSubmitted } = form.formState;
  const brand = useWatch({ control, name: 'cardBrand' });

  // The account can be known only after the first render: a built page is hydrated with the
  // guest's view it was built from, then shows the visitor's (app/mount.tsx, decision 060). The
  // contact fields nobody has typed in then take the account's details (or the kept draft's).
  const userId = user?._id ?? null;
  const takeAccountDetails = useEffectEvent(() => {
    const updates = untypedContactUpdates(getValues(), (field) => getFieldState(field).isDirty, initialContact(readPaymentDraft(), user));
    for (const [field, value] of updates) setValue(field, value);
  });
  useEffect(() => {
    if (userId !== null) takeAccountDetails();
  }, [userId]);

  // The contact fields (never the card) are kept in this tab as they are typed: a reload keeps them.
  const [firstName, lastName, email, phone, address] = useWatch({ control, name: ['firstName', 'lastName', 'email', 'phone', 'address'] });
  useEffect(() => {
    // The form's values now: the account's details may have been set just before (above).
    keepPaymentDraft({ type: 'contactChanged', plan: slug, contact: pickContact({ ...getValues() }), account: accountContact(user) });
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

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const contact = pickContact(values);
    keepPaymentDraft({ type: 'submitted', plan: slug, contact });
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
      const holderName = `${values.firstName.trim()} ${values.lastName.trim()}`.slice(0, NAME_MAX_LENGTH).trim();
      const card = { number: values.cardNumber, holderName, expiry: values.expiry, cvc: values.cvc, brand: values.cardBrand };
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

  return { form, brand, failure, onSubmit };
}
