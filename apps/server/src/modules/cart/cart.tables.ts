import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartDimensions, DesignOptions } from '@wallart/shared';
import { images } from '../images/images.tables';
import { users } from '../users/users.tables';

/**
 * A signed-in user's cart (issue 13, docs/architecture.md#the-cart-saved-atomically): one row per user with a version that every change
 * raises by one. Every write locks this row first (`select … for update`), so two writers of one
 * cart, or a writer and a checkout, run one after the other: no lost update, no half-read cart.
 */
export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The lines of a cart. A line refers to artwork records (docs/architecture.md#artwork-never-lost), which therefore cannot be
 * deleted while a cart holds them; `image_id` is null only for the docs/product/cart-and-orders.md#server-cart-add placeholder of
 * `POST /api/cart/add` (such a line cannot be checked out). `unit_price_cents` is the server's
 * price from the options at the time of the write (pricing.ts); checkout prices again.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'restrict' }),
    previewId: text('preview_id').references(() => images.id, { onDelete: 'restrict' }),
    packageId: text('package_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    notes: text('notes').notNull().default(''),
    options: jsonb('options').$type<DesignOptions>().notNull(),
    dimensions: jsonb('dimensions').$type<CartDimensions>(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_user_position_idx').on(t.userId, t.position)],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = typeof cartItems.$inferInsert;
