import { desc } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartDimensions, DesignOptions, OrderStatus } from '@wallart/shared';
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

/**
 * Orders (issue 13; DESIGN §4 items 6, 11, 15). Money is integer cents, computed on the server.
 * `order_number` is 'ORD-{year}-{n}' under a unique index. An order keeps its customer's name and
 * email, so it survives the account (accounting records are kept; `user_id` becomes null).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
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
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    shippingAddress: text('shipping_address').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_created_idx').on(t.userId, desc(t.createdAt))],
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
    /** The generated artwork's prompt (SPEC §3 "generatedImageId (prompt)"), null for uploads. */
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
