import type { Db } from '../../db/client';
import { newsletterSubscribers } from './newsletter.tables';

/** Subscribes an address once; answers whether it was new. The email arrives lower-cased by the shared schema. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}
