import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '@wallart/shared';
import { users } from '../users/users.tables';

/**
 * The simulated processor's tokens (issue 13, docs/architecture.md#payments-simulated-on-the-server): what `POST /api/payment-methods` keeps
 * of a card is its brand, last 4 digits and expiry month, never the number or the CVC. A token is
 * the caller's own, lives an hour and is used up by a successful charge.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Card brand, or the wallet (paypal, apple, google). */
    brand: text('brand').notNull(),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('payment_methods_expires_idx').on(t.expiresAt)],
);

export type PaymentStatus = 'captured' | 'declined';

/**
 * Every charge attempt, captured or declined (a decline leaves a record but captures nothing). Only
 * the token, brand and last 4 are known here. Orders point at their captured payment; a refund
 * sets `refunded_at`.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    brand: text('brand').notNull(),
    last4: text('last4'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: text('status').$type<PaymentStatus>().notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the simulated processor refunded the capture in full (an admin cancelled the order,
     * issue 19, decision 036); null while it stands. `status` stays 'captured': the charge happened.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
