import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newObjectId } from '../../lib/object-id';

/** Messages from the contact form. Stored first, so a mail failure loses nothing (`mailedAt` stays null). */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey().$defaultFn(() => newObjectId()),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});
