import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { PackagesService } from '../packages';
import type { UsersService } from '../users';
import { filterWhere } from './admin-consultations';
import { consultationBookings, userPackages } from './subscriptions.tables';

/** Subscriptions active at `at` (stored active and not past their expiry), counted in SQL. */
export async function activeSubscriptionCount(db: Db | Tx, at: Date): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(userPackages)
    .where(and(eq(userPackages.status, 'active'), gt(userPackages.expiryDate, at)));
  return n;
}

/** Booked consultations not yet started and not marked done at `at`. */
export async function upcomingConsultationCount(db: Db | Tx, at: Date): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(consultationBookings).where(filterWhere('upcoming', at));
  return n;
}

/**
 * The newest subscriptions with their customer and package, for the dashboard's recent activity;
 * names through the users and packages services (decisions 038, 069).
 */
export async function recentSubscriptions(
  db: Db | Tx,
  names: { users: Pick<UsersService, 'contactsOf'>; packages: Pick<PackagesService, 'namesOf'> },
  limit: number,
): Promise<{ at: Date; name: string; email: string; packageName: string }[]> {
  const rows = await db
    .select({ at: userPackages.purchaseDate, userId: userPackages.userId, packageId: userPackages.packageId })
    .from(userPackages)
    .orderBy(desc(userPackages.purchaseDate), desc(userPackages.id))
    .limit(limit);
  const [contacts, packageNames] = await Promise.all([names.users.contactsOf(rows.map((r) => r.userId), db), names.packages.namesOf(rows.map((r) => r.packageId), db)]);
  return rows.map((r) => ({ at: r.at, name: contacts.get(r.userId)?.name ?? '', email: contacts.get(r.userId)?.email ?? '', packageName: packageNames.get(r.packageId) ?? '' }));
}
