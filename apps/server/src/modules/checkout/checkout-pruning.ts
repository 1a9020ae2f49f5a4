import { and, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentsService } from '../payments';
import { deleteRows, moduleRetentionPlugin } from '../retention';
import { idempotencyKeys } from './checkout.tables';

/** How long a checkout's Idempotency-Key replays its first answer (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface CheckoutPruneResult {
  paymentTokens: number;
  idempotencyKeys: number;
}

/**
 * Deletes what no checkout can use any more:
 * - payment tokens (`POST /api/payment-methods`) whose hour has passed: `charge` refuses them, used
 *   or not. Nothing points at the token row (a payment keeps its own token, method, brand and last
 *   4, and an order points at its payment), so orders, invoices and payment records are untouched;
 * - idempotency records older than IDEMPOTENCY_KEY_RETENTION_MS that hold their answer. After that
 *   the key is free: sending it again is a new attempt. A record without an answer is a request
 *   still in progress and is never removed (place-order.ts writes the answer in the transaction
 *   that claimed the key, so such a row is not even visible outside it; the guard holds anyway).
 * A dry run counts them and deletes nothing.
 */
export async function pruneCheckoutRows(
  deps: { db: Db; payments: Pick<PaymentsService, 'pruneExpired'> },
  now: Date,
  dryRun = false,
): Promise<CheckoutPruneResult> {
  const paymentTokens = await deps.payments.pruneExpired(now, dryRun);
  const answeredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const keys = await deleteRows(
    deps.db,
    idempotencyKeys,
    and(lte(idempotencyKeys.createdAt, answeredBefore), isNotNull(idempotencyKeys.responseStatus)),
    dryRun,
  );
  return { paymentTokens, idempotencyKeys: keys };
}

/** Checkout leftovers, pruned every hour by a scheduled job (README "Retention"). */
export const checkoutRetentionPlugin = moduleRetentionPlugin({
  name: 'checkout-retention',
  dependencies: ['db', 'payments-service'],
  rules: (app) => [
    {
      name: 'checkout-rows',
      what: 'payment tokens an hour old, answered Idempotency-Keys older than 24 hours',
      kinds: ['paymentTokens', 'idempotencyKeys'],
      cron: '10 * * * *',
      run: async ({ now, dryRun }) => ({ removed: { ...(await pruneCheckoutRows({ db: app.db, payments: app.paymentsService }, now, dryRun)) } }),
    },
  ],
});
