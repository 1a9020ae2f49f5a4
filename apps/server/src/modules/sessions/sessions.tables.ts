import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// A tables file may import another module's tables file for a foreign key (eslint.config.js).
import { users } from '../users/users.tables';

/**
 * One row per signed-in token (docs/architecture.md#sign-out-revokes-the-token). The token's `jti` is the row id, so checking a token
 * is one primary-key lookup; sign-out deletes the row, a password change deletes the user's other
 * rows, and deleting the user deletes them all (cascade). Expired rows are removed hourly
 * (the auth module's auth-pruning.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
