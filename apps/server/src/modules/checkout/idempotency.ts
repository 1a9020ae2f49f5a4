import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '@wallart/shared';
import type { Tx } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-errors';
import { idempotencyKeys } from './checkout.tables';

/**
 * The Idempotency-Key records of every paying call (decision 025): the cart's checkout and a plan
 * checkout's pay (issue 18) use the same table, scope (the user) and rules through these helpers.
 * The caller runs them inside its own transaction: claim first, store the final answer last.
 */

/** Canonical JSON (sorted keys) so that one request always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a request as parsed; name what it does in it (e.g. the path) when bodies could coincide across calls. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

export interface IdempotencyScope {
  userId: string;
  key: string;
}

/** The first answer under a key, to be sent again. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Claims the key for this request. The row is inserted first, so a concurrent twin blocks on the
 * primary key until the first transaction ends. Answers null when the key is ours now, or the
 * stored answer when the same request was answered before. Another request under the key is 422;
 * a key claimed but not answered (pruned between the two statements, or a refused attempt of a
 * transaction that has not ended) is 409 "in progress".
 */
export async function claimIdempotencyKey(tx: Tx, scope: IdempotencyScope, hash: string): Promise<StoredAnswer | null> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId: scope.userId, key: scope.key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
  // Gone between the two statements: pruned at exactly 24 hours (checkout-pruning.ts). Not a
  // misuse of the key: the client's retry claims it afresh.
  if (!earlier) throw conflict(CHECKOUT_MESSAGES.idempotencyKeyInFlight);
  if (earlier.requestHash !== hash) throw new HttpError(422, CHECKOUT_MESSAGES.idempotencyKeyReused);
  if (earlier.responseStatus === null) throw conflict(CHECKOUT_MESSAGES.idempotencyKeyInFlight);
  return { status: earlier.responseStatus, body: earlier.responseBody };
}

/** Stores the final answer under the claimed key (in the transaction that claimed it). */
export async function storeIdempotentAnswer(tx: Tx, scope: IdempotencyScope, answer: StoredAnswer & { orderId?: string }): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, orderId: answer.orderId ?? null })
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
}
