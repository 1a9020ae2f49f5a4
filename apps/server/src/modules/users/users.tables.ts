import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserRole } from '@wallart/shared';
import { newObjectId } from '../../lib/object-id';

/**
 * Accounts (docs/product/accounts.md#the-user). Emails are stored lower-cased and unique (one address, one account).
 * The password is an Argon2id hash (docs/architecture.md#stack "Auth"); it is null for an account made by Google
 * sign-in until a password is set through password recovery. The picture is a storage key, shown
 * to clients as `/uploads/<key>`.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(() => newObjectId()),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<UserRole>().notNull().default('user'),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default(''),
    language: text('language').notNull().default(''),
    profileImageKey: text('profile_image_key'),
    /** Google's stable account id (`sub`), once the account has signed in with Google. */
    googleSub: text('google_sub'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_google_sub_unique').on(t.googleSub)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
