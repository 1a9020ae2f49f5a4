import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImageKind } from '@wallart/shared';
import { users } from '../users/users.tables';

/**
 * The artwork store (issue 11; docs/architecture.md#artwork-never-lost, docs/architecture.md#uploads-re-encoded, docs/architecture.md#artwork-engines-behind-an-interface): uploads, generated artwork and
 * age-progression faces. A guest's image has no owner and is reachable only by its id, which is
 * random (images.ids.ts), and is pruned after 7 days unless someone claimed it
 * (images-pruning.ts). Files live in storage under random keys: the re-encoded original, a preview
 * of at most 1024 px, a thumbnail of at most 256 px, and for vector artwork the SVG source, which
 * is never served (docs/decisions/019).
 *
 * Deleting an account leaves its images without an owner, so the hourly pruning removes them and
 * their files instead of leaving files no row points to.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ImageKind>().notNull(),
    prompt: text('prompt'),
    style: text('style'),
    palette: jsonb('palette').$type<string[]>(),
    seed: integer('seed'),
    /** Who made it: 'upload', or the generation engine's name. */
    provider: text('provider'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    vector: boolean('vector').notNull().default(false),
    originalKey: text('original_key').notNull(),
    previewKey: text('preview_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    svgKey: text('svg_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Your artwork", newest first (GET /api/images pages by (created_at, id)).
    index('images_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    // Guest pruning looks only at unowned rows by age.
    index('images_guest_created_idx').on(t.createdAt).where(sql`${t.ownerId} is null`),
  ],
);

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;
