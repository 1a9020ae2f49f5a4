import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
// eslint-disable-next-line wallart/server-modules -- the admin's read-only list joins the customer's name and the package's name in one paged query; listed to move behind the users and packages faces in decision 038
import { packages } from '../packages';
// eslint-disable-next-line wallart/server-modules -- the admin's read-only list joins the customer's name and the package's name in one paged query; listed to move behind the users and packages faces in decision 038
import { users } from '../users';
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

/** The newest subscriptions with their customer and package, for the dashboard's recent activity. */
export async function recentSubscriptions(db: Db, limit: number) {
  return db
    .select({ at: userPackages.purchaseDate, name: users.name, email: users.email, packageName: packages.name })
    .from(userPackages)
    .innerJoin(users, eq(users.id, userPackages.userId))
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .orderBy(desc(userPackages.purchaseDate), desc(userPackages.id))
    .limit(limit);
}
