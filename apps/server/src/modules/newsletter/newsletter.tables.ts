import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newObjectId } from '../../lib/object-id';

/** Footer "Get Updates" sign-ups: one row per address (stored lower-cased). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: text('id').primaryKey().$defaultFn(() => newObjectId()),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
