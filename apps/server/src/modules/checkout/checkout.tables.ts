import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Idempotency keys of checkout (issue 13, docs/architecture.md#money-on-the-server; Stripe's `Idempotency-Key` semantics). The
 * row is inserted first in the checkout's transaction, so a second request with the same key waits
 * on the primary key until the first commits, then reads its stored answer (or, when the bodies
 * differ, gets 422). Only final answers are stored: an order (201) or a decline (402). An attempt
 * refused before charging (stale cart, bad token) rolls back and leaves the key free. Answered
 * records are deleted 24 hours after the checkout (checkout-pruning.ts); the key is then free again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body as parsed. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The hourly prune deletes by age: the index keeps it from reading every key ever kept.
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
