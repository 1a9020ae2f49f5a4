import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The idempotent send of queued mails (issue 22, docs/decisions/050): one row per mail key
 * (`order-confirmation:<orderId>`, `order-status:<historyId>`, `consultation:<bookingId>`).
 *
 * A worker claims the key before it hands the message to SMTP (`status` 'sending', with a lease
 * until `claimed_until`), and marks it 'sent' once SMTP (or the outbox) has taken it. A second
 * worker finds the key sent (nothing to do) or claimed (it waits for the lease); a worker that died
 * holding the claim leaves a lease that runs out, and the next run sends.
 */
export const sentMails = pgTable('sent_mails', {
  key: text('key').primaryKey(),
  status: text('status').$type<'sending' | 'sent'>().notNull(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
  /** Times a claim was taken (1 for a mail sent at the first try; more after failures or a crash). */
  claims: integer('claims').notNull().default(1),
  /** Times SMTP accepted it and the acceptance was recorded: 1 for every sent mail (tests read it). */
  sends: integer('sends').notNull().default(0),
  messageId: text('message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export type SentMailRow = typeof sentMails.$inferSelect;
