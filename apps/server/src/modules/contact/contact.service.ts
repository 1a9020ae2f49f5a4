import { eq } from 'drizzle-orm';
import type { ContactBody } from '@wallart/shared';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/app/mail';
import { contactMessages } from './contact.tables';

export interface ContactDeps {
  db: Db;
  mail: Mailer;
  shopEmail: string;
  log: { error: (obj: object, msg: string) => void };
}

/**
 * Stores a contact-form message, then mails it to the shop with the sender as Reply-To. The message
 * is kept even when mail fails (it stays with `mailedAt` null for someone to pick up); the sender is
 * still told it was received, because it was.
 */
export async function receiveContactMessage(deps: ContactDeps, body: ContactBody): Promise<{ id: string; mailed: boolean }> {
  const [row] = await deps.db.insert(contactMessages).values(body).returning({ id: contactMessages.id });
  const id = row!.id;
  try {
    await deps.mail.send({
      to: deps.shopEmail,
      replyTo: body.email,
      subject: `New enquiry from ${body.name}`,
      text: `${body.name} <${body.email}> wrote:\n\n${body.message}\n\n(message ${id})`,
    });
    await deps.db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
    return { id, mailed: true };
  } catch (err) {
    deps.log.error({ err, contactMessageId: id }, 'contact message stored but could not be mailed');
    return { id, mailed: false };
  }
}
