import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from './payments.tables';

/**
 * Captured payments from `from` to `until`, summed per day of `timeZone` in SQL (issue 19's dashboard):
 * only days with a payment are answered; the caller fills the others with zero. A payment the
 * studio refunded (an admin's cancel, decision 036) is not revenue: it is left out.
 */
export async function capturedRevenueByDay(db: Db | Tx, from: Date, until: Date, timeZone: string): Promise<{ date: string; cents: number }[]> {
  const day = sql<string>`to_char((${payments.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::float8` })
    .from(payments)
    .where(and(eq(payments.status, 'captured'), isNull(payments.refundedAt), gte(payments.createdAt, from), lte(payments.createdAt, until)))
    // By position: the day's expression carries the zone as a parameter, and a repeated
    // expression would be a second parameter that PostgreSQL does not see as the same.
    .groupBy(sql`1`);
  return rows.map((r) => ({ date: r.date, cents: Number(r.cents) }));
}
