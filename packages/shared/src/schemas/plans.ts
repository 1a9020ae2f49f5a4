/**
 * Plan payments, subscriptions and consultation bookings (issue 18; docs/product/plans.md#checkout-page, docs/product/plans.md#payment-process, docs/product/plans.md#payment-result, docs/product/plans.md#subscriptions-tab, docs/product/plans.md#consultations, docs/product/plans.md#subscriptions, "Payment page
 * flow", §7 "Packages"; docs/architecture.md#money-on-the-server, docs/architecture.md#payments-simulated-on-the-server, docs/architecture.md#nothing-free-by-accident).
 *
 * The flow, on the same processor, orders table and Idempotency-Key records as the cart's checkout:
 * 1. `/payment`, Complete Payment: the card goes to `POST /api/payment-methods` (with the chosen
 *    `brand`), which answers a token; then `POST /api/plan-checkouts` with the package, the contact
 *    fields and that token opens a plan checkout. Nothing is charged yet. It answers the checkout
 *    with its reserved order number ('ORD-{year}-{n}', from the same generator as artwork orders),
 *    the amounts computed on the server, and brand + last 4. 409 when the caller already has an
 *    active subscription to that package, 400 for Enterprise (sold by quote), 404 for an unknown one.
 * 2. `/payment-process?checkout={id}`: `GET /api/plan-checkouts/{id}` shows the Order Summary;
 *    Proceed sends `POST /api/plan-checkouts/{id}/pay` with an `Idempotency-Key` header. In one
 *    transaction: the active-subscription check (409, nothing charged), the charge (4000…0002
 *    declines, 4242… succeeds, others by PAYMENT_SUCCESS_RATE), the order (kind 'plan'), the payment
 *    and the subscription. 201 on success, 402 on a decline; both carry the payment result. The same
 *    key again answers the same; a checkout is paid or declined once (again with a new key: 409).
 * 3. `/payment-success?payment={id}`: `GET /api/payments/{id}` reads the result (owner or admin;
 *    anyone else 404), `GET /api/payments/{id}/receipt` the PDF receipt of a captured payment.
 */
import { z } from 'zod';
import { CARD_BRANDS } from '../cards';
import { CONSULTATION_MESSAGES, CONSULTATION_NOTE_MAX_LENGTH } from '../consultation-rules';
import { PAYMENT_METHODS } from '../checkout';
import { checkoutContactSchema } from './checkout-form';
import { FIELD_MESSAGES, objectIdSchema, optionalText } from './fields';


// ---------------------------------------------------------------------------------------------
// POST /api/plan-checkouts, GET /api/plan-checkouts/{id}, POST /api/plan-checkouts/{id}/pay

export const planCheckoutBodySchema = checkoutContactSchema.extend({
  packageId: objectIdSchema.transform((id) => id.toLowerCase()),
  paymentInfo: z.object({
    method: z.literal('card', { error: FIELD_MESSAGES.plansByCard }),
    token: z.string().min(1).max(100),
  }),
});
export type PlanCheckoutBody = z.input<typeof planCheckoutBodySchema>;

export const planCheckoutIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });

/** docs/product/plans.md#packages as the server knows it (price as display text with '$', e.g. '$599'). */
export const planSummarySchema = z.object({
  packageId: objectIdSchema,
  title: z.string(),
  price: z.string(),
  period: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  consultations: z.number().int().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planAmountsSchema = z.object({
  planCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  /** plan price + $15.00 service fee (docs/product/plans.md#plan-amounts). */
  totalCents: z.number().int(),
  currency: z.literal('CAD'),
});

export const planContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});

export const planCheckoutSchema = z.object({
  _id: objectIdSchema,
  /** 'ORD-{year}-{n}', reserved when the checkout opens; the order takes it when paid. */
  orderNumber: z.string(),
  status: z.enum(['open', 'paid', 'declined']),
  plan: planSummarySchema,
  amounts: planAmountsSchema,
  contact: planContactSchema,
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }),
  /** The payment once the checkout was paid or declined. */
  paymentId: objectIdSchema.nullable(),
  createdAt: z.string(),
  /** The card token's end: after it, paying answers 400 and the customer enters the card again. */
  expiresAt: z.string(),
});
export type PlanCheckout = z.infer<typeof planCheckoutSchema>;

/** docs/product/plans.md#payment-result, read by /payment-success. */
export const planPaymentResultSchema = z.object({
  _id: objectIdSchema,
  success: z.boolean(),
  status: z.enum(['captured', 'declined']),
  /** The decline message, or null on success. */
  error: z.string().nullable(),
  plan: planSummarySchema,
  /** The order's 'ORD-{year}-{n}' (reserved even for a decline, which makes no order). */
  orderId: z.string(),
  /** The order's _id; null for a decline. */
  order: objectIdSchema.nullable(),
  /** The subscription the payment started; null for a decline. */
  subscriptionId: objectIdSchema.nullable(),
  /** Dollars charged or attempted (total with the service fee). */
  amount: z.number(),
  amounts: planAmountsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  brand: z.string(),
  last4: z.string().nullable(),
  /** Bullets plus the last 4: '•••• 4242'. */
  cardNumber: z.string(),
  transactionId: z.string(),
  /** The Project Address of the contact fields. */
  shippingAddress: z.string(),
  contact: planContactSchema,
  createdAt: z.string(),
});
export type PlanPaymentResult = z.infer<typeof planPaymentResultSchema>;

export const planPaySuccessResponseSchema = z.object({ success: z.literal(true), payment: planPaymentResultSchema });
/** The 402 of a decline: the usual error envelope plus the result (its id opens /payment-success). */
export const planPayDeclinedResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  success: z.literal(false),
  payment: planPaymentResultSchema,
});

export const paymentIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });

// ---------------------------------------------------------------------------------------------
// Subscriptions (docs/product/plans.md#subscriptions, docs/product/plans.md#plans-api) and consultation bookings

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const consultationBookingSchema = z.object({
  _id: objectIdSchema,
  /** 'YYYY-MM-DD' and 'HH:MM' on the studio's clock (STUDIO_TIME_ZONE). */
  date: z.string(),
  time: z.string(),
  /** The same moment as an ISO instant. */
  startsAt: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type ConsultationBooking = z.infer<typeof consultationBookingSchema>;

export const subscriptionSchema = z.object({
  _id: objectIdSchema,
  userId: objectIdSchema,
  /** Populated with _id and name (docs/product/plans.md#packages). */
  packageId: z.object({ _id: objectIdSchema, name: z.string() }),
  /** active (green), cancelled (grey), anything else yellow (docs/product/plans.md#subscriptions-tab). */
  status: z.enum(SUBSCRIPTION_STATUSES),
  purchaseDate: z.string(),
  /** 12 months after the purchase. */
  expiryDate: z.string(),
  remainingConsultations: z.number().int().nullable(),
  /** The plan order and the payment that started it. */
  orderId: objectIdSchema,
  orderNumber: z.string(),
  paymentId: objectIdSchema,
  cancelledAt: z.string().nullable(),
  /** Newest first. */
  consultations: z.array(consultationBookingSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListResponseSchema = z.array(subscriptionSchema);

export const subscriptionUserParamsSchema = z.object({ userId: objectIdSchema.transform((id) => id.toLowerCase()) });
export const subscriptionIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });

/** docs/product/plans.md#subscriptions `POST /user-packages` (userId, packageId); `paymentId` names the plan payment it is for. */
export const createSubscriptionBodySchema = z.object({
  userId: objectIdSchema.transform((id) => id.toLowerCase()),
  packageId: objectIdSchema.transform((id) => id.toLowerCase()),
  paymentId: objectIdSchema.transform((id) => id.toLowerCase()).optional(),
});

/** `POST /api/user-packages/{id}/consultations`: the slot is checked by validateConsultationSlot. */
export const bookConsultationBodySchema = z.object({
  date: z.string({ error: CONSULTATION_MESSAGES.dateRequired }).max(10, { error: CONSULTATION_MESSAGES.dateInvalid }),
  time: z.string({ error: CONSULTATION_MESSAGES.timeRequired }).max(5, { error: CONSULTATION_MESSAGES.timeInvalid }),
  note: optionalText(CONSULTATION_NOTE_MAX_LENGTH, { multiline: true }).default(''),
});
export type BookConsultationBody = z.input<typeof bookConsultationBodySchema>;

export const bookConsultationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: subscriptionSchema,
  booking: consultationBookingSchema,
});
