import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// A tables file may import another module's tables file for a foreign key (eslint.config.js).
import { users } from '../users/users.tables';

/**
 * Password recovery (docs/architecture.md#real-password-recovery): at most one pending code per user (a new request replaces it).
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
 * the database so that every server process sees the same counts (docs/architecture.md#growing-past-one-machine).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
