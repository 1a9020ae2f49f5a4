import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PrintFileStatus } from '@wallart/shared';
import { orderLines, orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * Print files (issue 19, docs/decisions/034): one row per file asked for an order line, with the
 * job's status and progress (pg-boss keeps only the job; what an admin follows is here). The file
 * itself lives in the print-file storage under `storage_key`, never under /uploads.
 *
 * At most one queued, running or done file per line (the partial unique index): asking again
 * answers that one; a failed one may be followed by a new request.
 */
export const printFiles = pgTable(
  'print_files',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: text('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    status: text('status').$type<PrintFileStatus>().notNull(),
    progress: integer('progress').notNull().default(0),
    widthInches: real('width_inches').notNull(),
    heightInches: real('height_inches').notNull(),
    widthPx: integer('width_px').notNull(),
    heightPx: integer('height_px').notNull(),
    dpi: integer('dpi').notNull(),
    /** Null for vector artwork. */
    effectivePpi: integer('effective_ppi'),
    source: text('source').$type<'vector' | 'raster'>().notNull(),
    format: text('format').$type<'tiff'>().notNull().default('tiff'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** The pg-boss job that makes it. */
    jobId: text('job_id'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_files_order_created_idx').on(t.orderId, t.createdAt),
    uniqueIndex('print_files_one_active_per_line_idx')
      .on(t.orderLineId)
      .where(sql`${t.status} in ('queued', 'running', 'done')`),
  ],
);

export type PrintFileRow = typeof printFiles.$inferSelect;
