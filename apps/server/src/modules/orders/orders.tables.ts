import { desc } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartDimensions, DesignOptions, Locale, OrderKind, OrderStatus, PlanSummary } from '@wallart/shared';
import { images } from '../images/images.tables';
import { packages } from '../packages/packages.tables';
import { payments } from '../payments/payments.tables';
import { users } from '../users/users.tables';

/** The package as ordered (its row may change later). */
export interface OrderPackageSnapshot {
  name: string;
  description: string;
  priceCents: number | null;
}

/** Artwork files as they were when ordered. */
export interface ArtworkSnapshot {
  url: string;
  previewUrl: string;
  thumbnailUrl: string;
}

/** The contact fields of the /payment form, kept with a plan order (issue 18). */
export interface OrderContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * Every order number ever handed out (docs/architecture.md#unique-order-numbers, issue 18): an artwork order's when it is
 * placed, a plan checkout's when it opens (the customer sees it before paying). Both go through
 * `reserveOrderNumber` in orders.service.ts, so the primary key here is the one uniqueness of
 * 'ORD-{year}-{n}' across orders and checkouts, declined ones included.
 */
export const orderNumbers = pgTable('order_numbers', {
  number: text('number').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Orders (issue 13; docs/architecture.md#money-on-the-server, docs/architecture.md#real-admin-screens, docs/architecture.md#unique-order-numbers). Money is integer cents, computed on the server.
 * `order_number` is 'ORD-{year}-{n}' under a unique index. An order keeps its customer's name and
 * email, so it survives the account (accounting records are kept; `user_id` becomes null).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** 'artwork' from the cart, 'plan' bought on /payment (issue 18). */
    kind: text('kind').$type<OrderKind>().notNull().default('artwork'),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .references(() => orderNumbers.number),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    package: jsonb('package').$type<OrderPackageSnapshot>().notNull(),
    artworkCents: integer('artwork_cents').notNull(),
    packageCents: integer('package_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** The payment page's $15.00 of a plan order (docs/product/plans.md#plan-amounts); 0 for artwork. */
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    /**
     * The checkout's language (its Accept-Language, issue 37): the order's mails and PDFs use it
     * when the customer's account names no preferred language (docs/product/messages.md#server-texts).
     */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    shippingAddress: text('shipping_address').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** A plan order's /payment contact fields and plan as bought; null for artwork. */
    contact: jsonb('contact').$type<OrderContact>(),
    plan: jsonb('plan').$type<PlanSummary>(),
    /**
     * The subscription a plan order started. No foreign key: the subscription row points at its
     * order (user_packages.order_id), and both are written in the same transaction.
     */
    subscriptionId: text('subscription_id'),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, desc(t.createdAt)),
    // The admin Orders list's order, unfiltered and by status (decision 040).
    index('orders_created_idx').on(desc(t.createdAt), desc(t.id)),
    index('orders_status_created_idx').on(t.status, desc(t.createdAt), desc(t.id)),
  ],
);

/** The line snapshot: artwork, preview, options and prices as ordered. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    previewId: text('preview_id').references(() => images.id, { onDelete: 'restrict' }),
    artwork: jsonb('artwork').$type<ArtworkSnapshot>().notNull(),
    preview: jsonb('preview').$type<ArtworkSnapshot>(),
    /** The generated artwork's prompt (docs/product/cart-and-orders.md#order-history), null for uploads. */
    prompt: text('prompt'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    options: jsonb('options').$type<DesignOptions>().notNull(),
    dimensions: jsonb('dimensions').$type<CartDimensions>(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** Every status an order has had, with when (the tracker and the admin's history). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    changedBy: text('changed_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatusRow = typeof orderStatusHistory.$inferSelect;
