import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CardBrand, PlanSummary } from '@wallart/shared';
import { orderNumbers, orders, type OrderContact } from '../orders/orders.tables';
import { packages } from '../packages/packages.tables';
import { payments } from '../payments/payments.tables';
import { userPackages } from '../subscriptions/subscriptions.tables';
import { users } from '../users/users.tables';

export type PlanCheckoutStatus = 'open' | 'paid' | 'declined';

/**
 * Plan checkouts (issue 18; docs/decisions/030): opened by `POST /api/plan-checkouts` with the
 * amounts computed here, the /payment contact fields, the card token's brand and last 4 and a
 * reserved order number, so /payment-process shows the Order ID before anything is charged. Paid
 * or declined once by `POST /api/plan-checkouts/{id}/pay`. The token is the processor's stand-in
 * for the card (decision 026); no card number or CVC is ever here.
 */
export const planCheckouts = pgTable(
  'plan_checkouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    /** Reserved when the checkout opens (orders.service reserveOrderNumber); the order takes it when paid. */
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .references(() => orderNumbers.number),
    status: text('status').$type<PlanCheckoutStatus>().notNull().default('open'),
    /** The plan as shown when the checkout opened. */
    plan: jsonb('plan').$type<PlanSummary>().notNull(),
    planCents: integer('plan_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    token: text('token').notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    paymentId: text('payment_id')
      .unique()
      .references(() => payments.id),
    orderId: text('order_id').references(() => orders.id),
    subscriptionId: text('subscription_id').references(() => userPackages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's end: after it the checkout cannot be paid (the customer enters the card again). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_checkouts_user_created_idx').on(t.userId, t.createdAt)],
);

export type PlanCheckoutRow = typeof planCheckouts.$inferSelect;
