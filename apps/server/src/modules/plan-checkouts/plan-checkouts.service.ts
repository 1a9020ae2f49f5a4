import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  centsToDollars,
  cents,
  CHECKOUT_MESSAGES,
  isCardBrand,
  maskedCardNumber,
  MESSAGES,
  PLAN_MESSAGES,
  planAmounts,
  planPriceText,
  planTitle,
  type Order,
  type PlanCheckout,
  type PlanPaymentResult,
  type PlanSummary,
  type Locale,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import { claimIdempotencyKey, requestHash, storeIdempotentAnswer } from '../checkout';
import type { OrdersService } from '../orders';
import type { PackageRow, PackagesService } from '../packages';
import type { PaymentRow, PaymentsService } from '../payments';
import type { SubscriptionsService } from '../subscriptions';
import { planCheckouts, type PlanCheckoutRow } from './plan-checkouts.tables';

declare module 'fastify' {
  interface FastifyInstance {
    planCheckoutsService: PlanCheckoutsService;
  }
}

export type PlanCheckoutsService = ReturnType<typeof createPlanCheckoutsService>;

/** Who is asking: the owner, or an admin where reading is allowed. */
export interface PlanViewer {
  id: string;
  role: string;
}

export interface PlanCustomer {
  id: string;
  name: string;
  email: string;
}

/** The parsed body of `POST /api/plan-checkouts` (planCheckoutBodySchema). */
export interface OpenPlanCheckoutInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  packageId: string;
  paymentInfo: { method: 'card'; token: string };
}

export type PlanPayAnswer =
  | { status: 201; body: { success: true; payment: PlanPaymentResult } }
  | { status: 402; body: { error: string; message: string; success: false; payment: PlanPaymentResult } };

export type PlanPayResult = PlanPayAnswer & { replayed: boolean };

/** docs/product/plans.md#packages from the package row: 'Professional Plan', '$599', its period, blurb and features. */
export function planSummaryOf(pkg: PackageRow): PlanSummary {
  return {
    packageId: pkg.id,
    title: planTitle(pkg.name),
    price: planPriceText(pkg.priceCents),
    period: pkg.period,
    description: pkg.description,
    features: [...pkg.features],
    consultations: pkg.consultations,
  };
}

function toPlanCheckout(row: PlanCheckoutRow): PlanCheckout {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    plan: row.plan,
    amounts: { planCents: row.planCents, serviceFeeCents: row.serviceFeeCents, totalCents: row.totalCents, currency: 'CAD' },
    contact: row.contact,
    card: { brand: row.brand, last4: row.last4 },
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** docs/product/plans.md#payment-result of a checkout's payment, captured or declined. */
function toPaymentResult(row: PlanCheckoutRow, payment: PaymentRow): PlanPaymentResult {
  const captured = payment.status === 'captured';
  return {
    _id: payment.id,
    success: captured,
    status: payment.status,
    error: captured ? null : MESSAGES.payment.declined,
    plan: row.plan,
    orderId: row.orderNumber,
    order: captured ? row.orderId : null,
    subscriptionId: captured ? row.subscriptionId : null,
    amount: centsToDollars(cents(payment.amountCents)),
    amounts: { planCents: row.planCents, serviceFeeCents: row.serviceFeeCents, totalCents: row.totalCents, currency: 'CAD' },
    paymentMethod: payment.method,
    brand: payment.brand,
    last4: payment.last4,
    cardNumber: maskedCardNumber(payment.last4),
    transactionId: payment.transactionId,
    shippingAddress: row.contact.address,
    contact: row.contact,
    createdAt: payment.createdAt.toISOString(),
  };
}

const checkoutNotFound = () => notFound(PLAN_MESSAGES.checkoutNotFound);
const paymentNotFound = () => notFound(PLAN_MESSAGES.paymentNotFound);
const DECLINED = { error: 'Payment Required', message: MESSAGES.payment.declined, success: false as const };

/**
 * Plan purchases (issue 18; docs/decisions/030), in two steps so that /payment-process shows the
 * Order ID before anything is charged:
 *
 * 1. `open`: the package priced here (plan + $15.00 service fee), the caller's card token checked
 *    (brand and last 4 kept), an order number reserved from the orders' one generator. No charge.
 * 2. `pay`, in one transaction behind an Idempotency-Key (the checkout's records and rules,
 *    decision 025): lock the checkout, refuse a second active subscription, charge, and on capture
 *    write the plan order, its payment link and the subscription; on a decline record it. The
 *    confirmation mail with the receipt goes after the commit.
 */
export function createPlanCheckoutsService(deps: {
  db: Db;
  packages: PackagesService;
  payments: PaymentsService;
  orders: OrdersService;
  subscriptions: SubscriptionsService;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The checkout and payment of a payment id, for its owner or an admin; 404 otherwise (and for a non-plan payment). */
  const visiblePayment = async (paymentId: string, viewer: PlanViewer) => {
    const [checkout] = await db
      .select()
      .from(planCheckouts)
      .where(and(eq(planCheckouts.paymentId, paymentId), viewer.role === 'admin' ? undefined : eq(planCheckouts.userId, viewer.id)));
    // The payment through the payments module's face (decision 038).
    const [payment] = checkout ? await deps.payments.findByIds([paymentId]) : [];
    if (!checkout || !payment) throw paymentNotFound();
    return { checkout, payment };
  };

  const service = {
    /** `POST /api/plan-checkouts`: opens a checkout (201) with the amounts, contact, card and a reserved order number. */
    async open(customer: PlanCustomer, body: OpenPlanCheckoutInput): Promise<PlanCheckout> {
      const at = now();
      const pkg = await deps.packages.findOnSale(body.packageId);
      if (!pkg) throw notFound(PLAN_MESSAGES.packageNotFound);
      // docs/architecture.md#copy-rewritten: Enterprise has no price; it is sold by quote.
      if (pkg.priceCents === null) throw badRequest(PLAN_MESSAGES.enterpriseByQuote);
      if (await deps.subscriptions.hasActive(db, customer.id, pkg.id, at)) throw conflict(PLAN_MESSAGES.alreadySubscribed);
      const token = await deps.payments.usableToken(db, customer.id, body.paymentInfo.token, at);
      if (!token) throw badRequest(CHECKOUT_MESSAGES.paymentMethodInvalid);
      if (token.method !== 'card' || !isCardBrand(token.brand) || !token.last4) throw badRequest(CHECKOUT_MESSAGES.paymentMethodMismatch);
      const amounts = planAmounts(cents(pkg.priceCents));

      const row = await db.transaction(async (tx) => {
        const orderNumber = await deps.orders.reserveOrderNumber(tx, at);
        const [inserted] = await tx
          .insert(planCheckouts)
          .values({
            id: newObjectId(at),
            userId: customer.id,
            packageId: pkg.id,
            orderNumber,
            status: 'open',
            plan: planSummaryOf(pkg),
            planCents: amounts.planCents,
            serviceFeeCents: amounts.serviceFeeCents,
            totalCents: amounts.totalCents,
            contact: { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone, address: body.address },
            token: body.paymentInfo.token,
            brand: token.brand as PlanCheckoutRow['brand'],
            last4: token.last4!,
            createdAt: at,
            expiresAt: token.expiresAt,
            updatedAt: at,
          })
          .returning();
        return inserted!;
      });
      deps.log?.info({ planCheckoutId: row.id, orderNumber: row.orderNumber, packageId: pkg.id, totalCents: row.totalCents }, 'plan checkout opened');
      return toPlanCheckout(row);
    },

    /** `GET /api/plan-checkouts/{id}`: the owner's, or any for an admin; 404 for anyone else. */
    async get(id: string, viewer: PlanViewer): Promise<PlanCheckout> {
      const [row] = await db
        .select()
        .from(planCheckouts)
        .where(and(eq(planCheckouts.id, id), viewer.role === 'admin' ? undefined : eq(planCheckouts.userId, viewer.id)));
      if (!row) throw checkoutNotFound();
      return toPlanCheckout(row);
    },

    /**
     * `POST /api/plan-checkouts/{id}/pay` (owner only), one transaction:
     * 1. claim the Idempotency-Key (a twin waits, then gets the stored answer; another request under
     *    the key is 422);
     * 2. lock the checkout row; not open → 409 (a paid or declined checkout is never charged again);
     * 3. an active subscription of the caller to the package → 409, nothing charged;
     * 4. charge the checkout's token (an expired or used token: 400, the checkout stays open);
     * 5. a decline: the checkout becomes declined with its payment, 402 with the result;
     *    a capture: the plan order (the reserved number, no lines, plan price + service fee), the
     *    subscription (a concurrent one breaks the partial unique index: 409, all rolled back), the
     *    checkout paid; 201 with the result;
     * 6. the final answer stored under the key.
     */
    async pay(customer: PlanCustomer, id: string, idempotencyKey: string): Promise<PlanPayResult> {
      const scope = { userId: customer.id, key: idempotencyKey };
      // The call and the checkout are the request: the same key on another checkout (or an artwork checkout) is 422.
      const hash = requestHash({ call: 'POST /api/plan-checkouts/:id/pay', checkoutId: id });
      let order: Order | undefined;

      const result = await db.transaction(async (tx: Tx): Promise<PlanPayResult> => {
        const earlier = await claimIdempotencyKey(tx, scope, hash);
        if (earlier) {
          if (earlier.status !== 201 && earlier.status !== 402) throw conflict(CHECKOUT_MESSAGES.idempotencyKeyInFlight);
          return { ...(earlier as PlanPayAnswer), replayed: true };
        }

        const [checkout] = await tx
          .select()
          .from(planCheckouts)
          .where(and(eq(planCheckouts.id, id), eq(planCheckouts.userId, customer.id)))
          .for('update');
        if (!checkout) throw checkoutNotFound();
        if (checkout.status !== 'open') throw conflict(PLAN_MESSAGES.checkoutClosed);

        const at = now();
        await deps.subscriptions.retireExpired(tx, customer.id, checkout.packageId, at);
        if (await deps.subscriptions.hasActive(tx, customer.id, checkout.packageId, at)) throw conflict(PLAN_MESSAGES.alreadySubscribed);
        const pkg = await deps.packages.findById(checkout.packageId, tx);
        if (!pkg) throw notFound(PLAN_MESSAGES.packageNotFound);

        const charge = await deps.payments.charge(tx, { userId: customer.id, token: checkout.token, method: 'card', amountCents: checkout.totalCents });
        const readPayment = async (): Promise<PaymentRow> => (await deps.payments.findByIds([charge.paymentId], tx))[0]!;

        if (charge.status === 'declined') {
          const [declined] = await tx
            .update(planCheckouts)
            .set({ status: 'declined', paymentId: charge.paymentId, updatedAt: at })
            .where(eq(planCheckouts.id, checkout.id))
            .returning();
          const answer: PlanPayAnswer = { status: 402, body: { ...DECLINED, payment: toPaymentResult(declined!, await readPayment()) } };
          await storeIdempotentAnswer(tx, scope, answer);
          return { ...answer, replayed: false };
        }

        const subscriptionId = newObjectId(at);
        order = await deps.orders.create(tx, {
          kind: 'plan',
          orderNumber: checkout.orderNumber,
          userId: customer.id,
          customer: { name: customer.name, email: customer.email },
          package: { id: pkg.id, name: pkg.name, description: pkg.description, priceCents: pkg.priceCents },
          // A plan is charged its price plus the payment page's service fee; no tax, no shipping (docs/product/plans.md#plan-amounts).
          totals: {
            artwork: cents(0),
            package: cents(checkout.planCents),
            subtotal: cents(checkout.planCents),
            tax: cents(0),
            shipping: cents(0),
            total: cents(checkout.totalCents),
          },
          serviceFeeCents: checkout.serviceFeeCents,
          shippingAddress: checkout.contact.address,
          payment: { ...charge, amountCents: checkout.totalCents },
          lines: [],
          contact: checkout.contact,
          plan: checkout.plan,
          subscriptionId,
        });
        await deps.subscriptions.create(tx, {
          id: subscriptionId,
          userId: customer.id,
          packageId: pkg.id,
          consultations: pkg.consultations,
          orderId: order._id,
          paymentId: charge.paymentId,
          purchaseDate: at,
        });
        const [paid] = await tx
          .update(planCheckouts)
          .set({ status: 'paid', paymentId: charge.paymentId, orderId: order._id, subscriptionId, updatedAt: at })
          .where(eq(planCheckouts.id, checkout.id))
          .returning();
        // The confirmation with its receipt: a job written with the order, made and sent by the queue.
        await deps.orders.queueConfirmation(tx, order._id);
        const answer: PlanPayAnswer = { status: 201, body: { success: true, payment: toPaymentResult(paid!, await readPayment()) } };
        await storeIdempotentAnswer(tx, scope, { ...answer, orderId: order._id });
        return { ...answer, replayed: false };
      });

      // After the commit: wake the mail worker for the confirmation queued with the order.
      if (order && !result.replayed) deps.orders.notifyMail();
      return result;
    },

    /** `GET /api/payments/{id}`: a plan payment's result for its owner or an admin; 404 otherwise. */
    async paymentResult(paymentId: string, viewer: PlanViewer): Promise<PlanPaymentResult> {
      const { checkout, payment } = await visiblePayment(paymentId, viewer);
      return toPaymentResult(checkout, payment);
    },

    /** `GET /api/payments/{id}/receipt`: the PDF receipt of a captured plan payment; a decline has none (404). */
    async receipt(paymentId: string, viewer: PlanViewer, locale: Locale = 'en'): Promise<{ orderNumber: string; pdf: Buffer }> {
      const { checkout, payment } = await visiblePayment(paymentId, viewer);
      if (payment.status !== 'captured' || !checkout.orderId) throw new HttpError(404, PLAN_MESSAGES.receiptOnlyForCaptured);
      const order = await deps.orders.getVisible(checkout.orderId, viewer);
      return { orderNumber: order.orderNumber, pdf: await deps.orders.receipt(order, locale) };
    },
  };
  return service;
}

export const planCheckoutsServicePlugin = fp(
  (app, _options, done) => {
    app.decorate(
      'planCheckoutsService',
      createPlanCheckoutsService({
        db: app.db,
        packages: app.packagesService,
        payments: app.paymentsService,
        orders: app.ordersService,
        subscriptions: app.subscriptionsService,
        log: app.log,
      }),
    );
    done();
  },
  { name: 'plan-checkouts-service', dependencies: ['db', 'packages-service', 'payments-service', 'orders-service', 'subscriptions-service'] },
);
