import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from './users.tables';

/** Customers (role user) who signed up from `since` to `until`, counted in SQL. */
export async function newCustomersSince(db: Db | Tx, since: Date, until: Date): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'user'), gte(users.createdAt, since), lte(users.createdAt, until)));
  return n;
}

/** The newest customers, for the dashboard's recent activity. */
export async function recentSignUps(db: Db | Tx, limit: number) {
  return db
    .select({ at: users.createdAt, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'user'))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}
