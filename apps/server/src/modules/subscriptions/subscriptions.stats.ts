import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findPackageNames } from '../packages';
import { findUserContacts } from '../users';
import { filterWhere } from './admin-consultations';
import { consultationBookings, userPackages } from './subscriptions.tables';

/** Subscriptions active at `at` (stored active and not past their expiry), counted in SQL. */
export async function activeSubscriptionCount(db: Db, at: Date): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(userPackages)
    .where(and(eq(userPackages.status, 'active'), gt(userPackages.expiryDate, at)));
  return n;
}

/** Booked consultations not yet started and not marked done at `at`. */
export async function upcomingConsultationCount(db: Db, at: Date): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(consultationBookings).where(filterWhere('upcoming', at));
  return n;
}

/**
 * The newest subscriptions with their customer and package, for the dashboard's recent activity;
 * names through the users and packages faces (decision 038).
 */
export async function recentSubscriptions(db: Db, limit: number): Promise<{ at: Date; name: string; email: string; packageName: string }[]> {
  const rows = await db
    .select({ at: userPackages.purchaseDate, userId: userPackages.userId, packageId: userPackages.packageId })
    .from(userPackages)
    .orderBy(desc(userPackages.purchaseDate), desc(userPackages.id))
    .limit(limit);
  const [contacts, packageNames] = await Promise.all([findUserContacts(db, rows.map((r) => r.userId)), findPackageNames(db, rows.map((r) => r.packageId))]);
  return rows.map((r) => ({ at: r.at, name: contacts.get(r.userId)?.name ?? '', email: contacts.get(r.userId)?.email ?? '', packageName: packageNames.get(r.packageId) ?? '' }));
}
