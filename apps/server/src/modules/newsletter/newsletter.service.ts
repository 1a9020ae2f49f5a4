import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from './newsletter.tables';

declare module 'fastify' {
  interface FastifyInstance {
    newsletterService: NewsletterService;
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

export interface NewsletterServiceDeps {
  db: Db;
}

export function createNewsletterService({ db }: NewsletterServiceDeps) {
  return {
    /** Subscribes an address once; answers whether it was new. The email arrives lower-cased by the shared schema. */
    async subscribe(email: string): Promise<{ created: boolean }> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return { created: inserted.length > 0 };
    },
  };
}

export const newsletterServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('newsletterService', createNewsletterService({ db: app.db }));
    done();
  },
  { name: 'newsletter-service', dependencies: ['db'] },
);
