import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditSnapshot } from '@wallart/shared';
import { newObjectId } from '../../lib/object-id';
// A tables file may import another module's tables file for a foreign key (eslint.config.js).
import { users } from '../users/users.tables';

/**
 * One row per admin write (issue 19): who (`actor_id`) did what (`action`, e.g. 'user.delete') to
 * which record (`target_type`, `target_id`), with the target's plain fields before and after.
 * The actor's account may be deleted later; the row stays, without its actor. The target is not a
 * foreign key: a deleted user's entry must outlive the user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey().$defaultFn(() => newObjectId()),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The newest entries first (GET /api/admin/audit).
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export type AuditRow = typeof auditLog.$inferSelect;
