import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { ContactBody } from '@wallart/shared';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/app/mail';
import { contactMessages } from './contact.tables';

declare module 'fastify' {
  interface FastifyInstance {
    contactService: ContactService;
  }
}

export type ContactService = ReturnType<typeof createContactService>;

export interface ContactServiceDeps {
  db: Db;
  mail: Mailer;
  /** SHOP_EMAIL: where enquiries are mailed. */
  shopEmail: string;
}

/**
 * Stores a contact-form message, then mails it to the shop with the sender as Reply-To. The message
 * is kept even when mail fails (it stays with `mailedAt` null for someone to pick up); the sender is
 * still told it was received, because it was.
 */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async receive(body: ContactBody, log: Pick<FastifyBaseLogger, 'error'>): Promise<{ id: string; mailed: boolean }> {
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
        log.error({ err, contactMessageId: id }, 'contact message stored but could not be mailed');
        return { id, mailed: false };
      }
    },
  };
}

export const contactServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('contactService', createContactService({ db: app.db, mail: app.mail, shopEmail: app.config.shopEmail }));
    done();
  },
  { name: 'contact-service', dependencies: ['db', 'mail'] },
);
