import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArtworkOptions, DesignPlacement } from '@wallart/shared';
import { images } from '../images/images.tables';
import { users } from '../users/users.tables';
import { wallBackgrounds } from '../walls/walls.tables';

/**
 * Saved designs (docs/product/visualizer.md#saved-designs, docs/architecture.md#data "designs"). The artwork and the composite
 * preview are image records (docs/architecture.md#artwork-never-lost), so an image in use cannot be deleted (no action: the images module answers 409); a
 * deleted wall leaves the design without one (set null); deleting the account deletes its designs.
 */
export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'no action' }),
    previewImageId: text('preview_image_id').references(() => images.id, { onDelete: 'no action' }),
    options: jsonb('options').$type<ArtworkOptions>().notNull(),
    wallId: text('wall_id').references(() => wallBackgrounds.id, { onDelete: 'set null' }),
    /** docs/product/visualizer.md#saved-designs `selectedWall` (an index into the client's list), kept as sent. */
    selectedWall: integer('selected_wall').notNull().default(0),
    placement: jsonb('placement').$type<DesignPlacement>(),
    isVisualized: boolean('is_visualized').notNull().default(false),
    /** Computed by the server from the options (docs/architecture.md#money-on-the-server), integer cents. */
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export type DesignRow = typeof designs.$inferSelect;
