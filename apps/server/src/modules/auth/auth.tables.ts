import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * One row per signed-in token (DESIGN §4.9). The token's `jti` is the row id, so checking a token
 * is one primary-key lookup; sign-out deletes the row, a password change deletes the user's other
 * rows, and deleting the user deletes them all (cascade). Expired rows are removed hourly
 * (auth-pruning.ts).
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
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Password recovery (DESIGN §4.2): at most one pending code per user (a new request replaces it).
 * The 4-digit code is kept as an HMAC, never in clear, with its expiry and attempt count. A correct
 * code is swapped for a one-time reset token, kept as a SHA-256 hash.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_reset_token_hash_unique').on(t.resetTokenHash)],
);

/**
 * Failed sign-ins per key ('account:<email>' or 'ip:<address>') in a fixed one-minute window, kept in
 * the database so that every server process sees the same counts (DESIGN §6).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
