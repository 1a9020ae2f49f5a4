import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newObjectId } from '../../lib/object-id';

/**
 * Service packages (docs/product/plans.md#packages). The seed inserts the fixed
 * SERVICE_PACKAGES of @wallart/shared when they are missing; admins edit, add, deactivate and
 * reactivate packages (issue 19, decision 037). A package is never deleted: orders and
 * subscriptions refer to it. Names are unique whatever their case.
 */
export const packages = pgTable(
  'packages',
  {
  id: text('id').primaryKey().$defaultFn(() => newObjectId()),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Integer cents; null for Enterprise, which is sold by quote. */
  priceCents: integer('price_cents'),
  /** Null means unlimited. */
  coverageSqFt: integer('coverage_sq_ft'),
  /** Null means unlimited. */
  consultations: integer('consultations'),
  colorOptions: text('color_options').notNull(),
  warrantyYears: integer('warranty_years').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  description: text('description').notNull(),
  period: text('period').notNull(),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
  /** On sale: listed by GET /api/packages and sold on /payment. An inactive package is only kept. */
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('packages_name_lower_idx').on(sql`lower(${t.name})`)],
);

export type PackageRow = typeof packages.$inferSelect;
