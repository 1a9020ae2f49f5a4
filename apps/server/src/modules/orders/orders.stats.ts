import { and, count, desc, eq, gte, lte, ne } from 'drizzle-orm';
import type { OrderStatus } from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { orderStatusHistory, orders } from './orders.tables';

/** Every order by its current status, counted in SQL (the dashboard's orders-by-status). */
export async function orderCountsByStatus(db: Db | Tx): Promise<{ status: OrderStatus; count: number }[]> {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}

/** Orders (artwork and plan) placed from `since` to `until`. */
export async function ordersPlacedSince(db: Db | Tx, since: Date, until: Date): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, since), lte(orders.createdAt, until)));
  return n;
}

/** The newest orders, for the dashboard's recent activity. */
export async function recentOrders(db: Db | Tx, limit: number) {
  return db
    .select({ at: orders.createdAt, orderNumber: orders.orderNumber, kind: orders.kind, customerName: orders.customerName, totalCents: orders.totalCents })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The newest status changes after 'placed' (scheduled, in production, completed, cancelled). */
export async function recentStatusChanges(db: Db | Tx, limit: number) {
  return db
    .select({ at: orderStatusHistory.at, status: orderStatusHistory.status, orderNumber: orders.orderNumber })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(ne(orderStatusHistory.status, 'placed'))
    .orderBy(desc(orderStatusHistory.at), desc(orderStatusHistory.id))
    .limit(limit);
}
