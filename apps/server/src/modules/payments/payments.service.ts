import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  CHECKOUT_MESSAGES,
  detectCardBrand,
  MESSAGES,
  PAYMENT_METHOD_TOKEN_LIFETIME_MS,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  type CreatePaymentMethodBody,
  type PaymentMethod,
  type PaymentMethodResponse,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import { deleteRows } from '../retention';
import { simulatePaymentOutcome } from './payment-outcome';
import { capturedRevenueByDay } from './payments.stats';
import { paymentMethods, payments, type PaymentRow, type PaymentStatus } from './payments.tables';

declare module 'fastify' {
  interface FastifyInstance {
    paymentsService: PaymentsService;
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export interface PaymentsServiceDeps {
  db: Db;
  /** PAYMENT_SUCCESS_RATE: chance that an ordinary valid card (or a wallet) is accepted. */
  successRate: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** A uniform draw in [0, 1) (tests fix it). */
  random?: () => number;
}

export interface ChargeInput {
  userId: string;
  token: string;
  method: PaymentMethod;
  amountCents: number;
}

export interface ChargeResult {
  status: PaymentStatus;
  paymentId: string;
  transactionId: string;
  method: PaymentMethod;
  brand: string;
  last4: string | null;
}

const WALLET_METHODS = new Set<PaymentMethod>(['paypal', 'apple', 'google']);

/** Reads MM/YY into a month and a four-digit year (validateExpiry has accepted it). */
function expiryParts(expiry: string): { month: number; year: number } {
  const [mm = '0', yy = '0'] = expiry.trim().split('/');
  return { month: Number(mm), year: 2000 + Number(yy) };
}

/**
 * The simulated payment processor (docs/architecture.md#payments-simulated-on-the-server). `tokenize` stands in for a provider's
 * tokenization API: it checks the card with the shared rules and keeps only the brand, last 4 and
 * expiry. `charge` runs inside the checkout's transaction and decides the outcome: 4000 0000 0000
 * 0002 always declines, 4242 4242 4242 4242 always succeeds, any other card (or a wallet)
 * succeeds with probability `successRate`. Neither the card number nor the CVC is stored, logged or
 * returned: they exist only in the request being validated.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;

  return {
    /** Captured, unrefunded payments from `from` to `until` summed per day of `timeZone` (the admin dashboard, decision 069). */
    capturedRevenueByDay: (from: Date, until: Date, timeZone: string, tx: Db | Tx = db) => capturedRevenueByDay(tx, from, until, timeZone),

    async tokenize(userId: string, body: CreatePaymentMethodBody): Promise<PaymentMethodResponse> {
      let brand: string = body.method;
      let last4: string | null = null;
      let exp: { month: number; year: number } | null = null;
      if (body.method === 'card') {
        const { number, expiry, cvc, brand: chosen } = body.card;
        // The /payment form names a brand and words its rules with docs/product/plans.md#checkout-form; the
        // cart's payment dialog names none and its presence messages are docs/product/cart-and-orders.md#payment-dialog.
        const required = chosen
          ? { number: MESSAGES.checkout.cardNumberRequired, expiry: MESSAGES.checkout.expiryRequired, cvc: MESSAGES.checkout.cvcRequired }
          : { number: MESSAGES.paymentDialog.cardNumberRequired, expiry: MESSAGES.paymentDialog.expiryRequired, cvc: MESSAGES.paymentDialog.cvvRequired };
        if (number.trim() === '') throw badRequest(required.number);
        if (expiry.trim() === '') throw badRequest(required.expiry);
        if (cvc.trim() === '') throw badRequest(required.cvc);
        // A chosen brand must be the number's (docs/product/plans.md#checkout-form: 'Invalid card number for selected brand.').
        const cardBrand = chosen ?? detectCardBrand(number);
        if (!cardBrand) throw badRequest(MESSAGES.checkout.cardNumberInvalid);
        const problem = validateCardNumber(cardBrand, number) ?? validateExpiry(expiry, now()) ?? validateCvc(cardBrand, cvc.trim());
        if (problem) throw badRequest(problem);
        brand = cardBrand;
        last4 = number.replace(/\D/g, '').slice(-4);
        exp = expiryParts(expiry);
      }
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + PAYMENT_METHOD_TOKEN_LIFETIME_MS);
      const token = `pm_${randomBytes(24).toString('base64url')}`;
      await db.insert(paymentMethods).values({
        token,
        userId,
        method: body.method,
        brand,
        last4,
        expMonth: exp?.month ?? null,
        expYear: exp?.year ?? null,
        createdAt,
        expiresAt,
      });
      return { token, method: body.method, brand, last4, expiresAt: expiresAt.toISOString() };
    },

    /**
     * What a token stands for, when it is the caller's, unused and unexpired at `at`; null
     * otherwise. A plan checkout (issue 18) reads it when it opens and charges it later.
     */
    async usableToken(tx: Db | Tx, userId: string, token: string, at: Date = now()): Promise<{ method: PaymentMethod; brand: string; last4: string | null; expiresAt: Date } | null> {
      const [pm] = await tx
        .select({ method: paymentMethods.method, brand: paymentMethods.brand, last4: paymentMethods.last4, expiresAt: paymentMethods.expiresAt })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.token, token), eq(paymentMethods.userId, userId), isNull(paymentMethods.usedAt), gt(paymentMethods.expiresAt, at)));
      return pm ?? null;
    },

    /**
     * Charges `amountCents` to the caller's unused, unexpired token, inside the caller's transaction
     * (the token row is locked, so one token pays for one order). A decline is recorded and
     * returned, not thrown; an unknown, foreign, expired or used token is a 400.
     */
    async charge(tx: Db | Tx, input: ChargeInput): Promise<ChargeResult> {
      const [pm] = await tx
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.token, input.token),
            eq(paymentMethods.userId, input.userId),
            isNull(paymentMethods.usedAt),
            gt(paymentMethods.expiresAt, now()),
          ),
        )
        .for('update');
      if (!pm) throw badRequest(CHECKOUT_MESSAGES.paymentMethodInvalid);
      if (pm.method !== input.method) throw badRequest(CHECKOUT_MESSAGES.paymentMethodMismatch);
      const status: PaymentStatus = WALLET_METHODS.has(pm.method)
        ? random() < deps.successRate
          ? 'captured'
          : 'declined'
        : simulatePaymentOutcome({
              brand: pm.brand as Parameters<typeof simulatePaymentOutcome>[0]['brand'],
              last4: pm.last4 ?? '',
              successRate: deps.successRate,
              random,
            }) === 'succeeded'
          ? 'captured'
          : 'declined';
      const paymentId = newObjectId();
      const transactionId = `txn_${randomBytes(12).toString('hex')}`;
      await tx.insert(payments).values({
        id: paymentId,
        userId: input.userId,
        token: pm.token,
        method: pm.method,
        brand: pm.brand,
        last4: pm.last4,
        amountCents: input.amountCents,
        status,
        transactionId,
        createdAt: now(),
      });
      if (status === 'captured') await tx.update(paymentMethods).set({ usedAt: now() }).where(eq(paymentMethods.token, pm.token));
      deps.log?.info({ paymentId, status, brand: pm.brand, amountCents: input.amountCents }, 'simulated charge');
      return { status, paymentId, transactionId, method: pm.method, brand: pm.brand, last4: pm.last4 };
    },

    /** Payments by id (the orders module reads its orders' payments here, decision 013). */
    async findByIds(ids: readonly string[], tx: Db | Tx = db): Promise<PaymentRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(payments).where(inArray(payments.id, [...ids]));
    },

    /**
     * Refunds a captured payment in full through the simulated processor, inside the caller's
     * transaction (an admin's cancel, decision 036): `refunded_at` is set once; a second refund of
     * the same payment is a no-op that answers the first one's time. A declined payment has
     * nothing to refund (an error: no order points at one).
     */
    async refund(tx: Db | Tx, paymentId: string, at: Date = now()): Promise<{ paymentId: string; refundedAt: Date }> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!row) throw new Error(`payment ${paymentId} not found`);
      if (row.status !== 'captured') throw new Error(`payment ${paymentId} was not captured`);
      if (row.refundedAt) return { paymentId, refundedAt: row.refundedAt };
      await tx.update(payments).set({ refundedAt: at }).where(eq(payments.id, paymentId));
      deps.log?.info({ paymentId, amountCents: row.amountCents, transactionId: row.transactionId }, 'simulated refund');
      return { paymentId, refundedAt: at };
    },

    /**
     * Removes tokens expired by `at`, used or not (`charge` refuses both); called by the checkout
     * module's retention rule (a dry run counts only). Payments keep their own token, brand and last 4, so no record loses
     * anything.
     */
    async pruneExpired(at: Date = now(), dryRun = false): Promise<number> {
      return deleteRows(db, paymentMethods, lte(paymentMethods.expiresAt, at), dryRun);
    },
  };
}

export const paymentsServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('paymentsService', createPaymentsService({ db: app.db, successRate: app.config.paymentSuccessRate, log: app.log }));
    done();
  },
  { name: 'payments-service', dependencies: ['db'] },
);
