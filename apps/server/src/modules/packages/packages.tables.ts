import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newObjectId } from '../../lib/object-id';

/**
 * Service packages (SPEC §3 "Available package (server)", §9). The rows are the fixed
 * SERVICE_PACKAGES of @wallart/shared, written by the seed on every start.
 */
export const packages = pgTable('packages', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PackageRow = typeof packages.$inferSelect;
