import { desc, sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '@wallart/shared';
import { orders } from '../orders/orders.tables';
import { packages } from '../packages/packages.tables';
import { payments } from '../payments/payments.tables';
import { users } from '../users/users.tables';

/** The index that holds the design's "one active subscription per user and package" (docs/architecture.md#nothing-free-by-accident). */
export const ONE_ACTIVE_SUBSCRIPTION_INDEX = 'user_packages_one_active_idx';

/**
 * Subscriptions (docs/product/plans.md#subscriptions; docs/architecture.md#nothing-free-by-accident; issue 18). A row exists only
 * after a captured plan payment: it points at that payment and at the plan order, both written in
 * the same transaction. `status` is stored as 'active' or 'cancelled' (an expired purchase is turned
 * to 'expired' when the same package is bought again); an active row past `expiry_date` reads as
 * 'expired'. The partial unique index allows one active row per user and package, whatever races.
 */
export const userPackages = pgTable(
  'user_packages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    /** Null means unlimited (a package without a number of consultations). */
    remainingConsultations: integer('remaining_consultations'),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(ONE_ACTIVE_SUBSCRIPTION_INDEX).on(t.userId, t.packageId).where(sql`status = 'active'`),
    index('user_packages_user_created_idx').on(t.userId, desc(t.createdAt)),
  ],
);

/**
 * Consultations booked on a subscription (issue 18): a weekday slot on the studio's clock
 * (validateConsultationSlot), each one taking one of the subscription's remaining consultations in
 * the same transaction.
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' and 'HH:MM' on the studio's clock (STUDIO_TIME_ZONE), as booked. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    /** When an admin marked the consultation as held (issue 19); null until then. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultation_bookings_subscription_idx').on(t.subscriptionId, desc(t.createdAt)),
    // The admin list and the dashboard's upcoming count read bookings by their start.
    index('consultation_bookings_starts_idx').on(t.startsAt),
  ],
);

export type UserPackageRow = typeof userPackages.$inferSelect;
export type ConsultationBookingRow = typeof consultationBookings.$inferSelect;
