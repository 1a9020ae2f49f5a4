import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WallOutline } from '@wallart/shared';
import { users } from '../users/users.tables';

/**
 * Wall backgrounds (docs/product/visualizer.md#wall-backgrounds, docs/architecture.md#data "wall_backgrounds (owner null = default)"). The four defaults
 * are seeded under fixed ids (walls.defaults.ts) and point at the committed room pictures; an
 * uploaded wall's files live in storage under random keys (`imageKey`, `thumbnailKey`), deleted
 * with it. Deleting an account deletes its walls' rows (their files are left to a storage sweep).
 */
export const wallBackgrounds = pgTable(
  'wall_backgrounds',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    /** Storage keys of an uploaded wall; null for the defaults (static files). */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The real width the picture spans at the wall, in inches (true-size scale). */
    widthInches: doublePrecision('width_inches').notNull(),
    /** Where the wall meets the floor, as a fraction of the height; null when unknown. */
    floorLine: doublePrecision('floor_line'),
    /** The wall's four corners on the photo, as fractions (issue 38); null when not marked. */
    outline: jsonb('outline').$type<WallOutline>(),
    /** Display order of the defaults. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wall_backgrounds_owner_created_idx').on(t.ownerId, t.createdAt, t.id)],
);

export type WallBackgroundRow = typeof wallBackgrounds.$inferSelect;
