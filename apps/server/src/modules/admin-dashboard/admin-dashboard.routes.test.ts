import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PACKAGES, type AdminDashboardResponse } from '@wallart/shared';
import { newObjectId } from '../../lib/object-id';
import { bearer, buildAuthTestApp, PASSWORD, signedInAdmin, signedInUser, uniqueEmail } from '../auth/auth.test-helpers';
import { orderNumbers, orders, orderStatusHistory } from '../orders';
import { payments } from '../payments';
import { consultationBookings, userPackages } from '../subscriptions';
import { users } from '../users';
import { createAdminDashboardService } from './admin-dashboard.service';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
});
afterAll(async () => {
  await app.close();
});

const STARTER = SERVICE_PACKAGES[0]!;
/** 10:00 in Toronto (EST, UTC-5) on 20 January 2026: the studio's today. */
const NOW = new Date('2026-01-20T15:00:00Z');

/** A customer signed up at `createdAt`. */
async function customer(name: string, createdAt: string) {
  const email = uniqueEmail(name.toLowerCase());
  const user = await app.authService.register({ name, email, password: PASSWORD, role: 'user' });
  await app.db.update(users).set({ createdAt: new Date(createdAt) }).where(eq(users.id, user.id));
  return { id: user.id, email, name };
}

async function payment(amountCents: number, createdAt: string, status: 'captured' | 'declined' = 'captured'): Promise<string> {
  const id = newObjectId();
  await app.db.insert(payments).values({ id, token: `tok_${id}`, method: 'card', brand: 'visa', last4: '4242', amountCents, status, transactionId: `txn_${id}`, createdAt: new Date(createdAt) });
  return id;
}

async function order(who: { id: string; name: string; email: string }, paymentId: string, orderNumber: string, status: 'placed' | 'scheduled' | 'completed' | 'cancelled', createdAt: string): Promise<string> {
  const id = newObjectId();
  await app.db.insert(orderNumbers).values({ number: orderNumber });
  await app.db.insert(orders).values({
    id,
    kind: 'plan',
    orderNumber,
    userId: who.id,
    status,
    packageId: STARTER.id,
    package: { name: STARTER.name, description: STARTER.description, priceCents: STARTER.priceCents },
    artworkCents: 0,
    packageCents: 29_900,
    subtotalCents: 29_900,
    taxCents: 0,
    shippingCents: 0,
    totalCents: 29_900,
    shippingAddress: '12 Lake Rd',
    customerName: who.name,
    customerEmail: who.email,
    paymentId,
    createdAt: new Date(createdAt),
  });
  return id;
}

async function subscription(who: { id: string }, orderId: string, paymentId: string, status: 'active' | 'cancelled', expiry: string): Promise<string> {
  const id = newObjectId();
  await app.db.insert(userPackages).values({
    id,
    userId: who.id,
    packageId: STARTER.id,
    status,
    purchaseDate: new Date('2026-01-02T12:00:00Z'),
    expiryDate: new Date(expiry),
    remainingConsultations: 3,
    orderId,
    paymentId,
  });
  return id;
}

async function booking(who: { id: string }, subscriptionId: string, startsAt: string, doneAt: string | null = null) {
  await app.db.insert(consultationBookings).values({
    id: newObjectId(),
    subscriptionId,
    userId: who.id,
    date: startsAt.slice(0, 10),
    time: '10:00',
    startsAt: new Date(startsAt),
    doneAt: doneAt ? new Date(doneAt) : null,
  });
}

// The figures test runs first, on a database that holds only its own rows (and the seed).
describe('GET /api/admin/dashboard (issue 19)', () => {
  it('computes every figure from the data, on the studio days of America/Toronto', async () => {
    const ada = await customer('Ada', '2026-01-20T14:00:00Z'); // today
    const ben = await customer('Ben', '2026-01-01T12:00:00Z'); // in the 30 days
    await customer('Cy', '2025-12-01T12:00:00Z'); // before them

    const p1 = await payment(10_000, '2026-01-20T06:00:00Z'); // 01:00 on the 20th in Toronto: today
    const p2 = await payment(5_000, '2026-01-20T04:30:00Z'); // 23:30 on the 19th in Toronto: yesterday
    const p3 = await payment(2_000, '2025-12-22T05:30:00Z'); // 00:30 on 22 Dec: the first of the 30 days
    const p4 = await payment(7_000, '2025-12-22T04:30:00Z'); // 23:30 on 21 Dec: before them
    await payment(9_999, '2026-01-20T12:00:00Z', 'declined'); // never revenue
    const refunded = await payment(4_444, '2026-01-20T12:00:00Z'); // captured, then refunded by a cancel: not revenue
    await app.db.update(payments).set({ refundedAt: new Date('2026-01-20T13:00:00Z') }).where(eq(payments.id, refunded));

    const o1 = await order(ada, p1, 'ORD-2026-1001', 'placed', '2026-01-20T06:00:00Z');
    const o2 = await order(ben, p2, 'ORD-2026-1002', 'completed', '2026-01-20T04:30:00Z');
    const o3 = await order(ben, p3, 'ORD-2025-1003', 'cancelled', '2025-12-22T05:30:00Z');
    await order(ben, p4, 'ORD-2025-1004', 'scheduled', '2025-12-22T04:30:00Z');
    await app.db.insert(orderStatusHistory).values({ id: newObjectId(), orderId: o2, status: 'completed', at: new Date('2026-01-20T13:00:00Z') });

    const s1 = await subscription(ada, o1, p1, 'active', '2027-01-20T06:00:00Z');
    await subscription(ben, o2, p2, 'active', '2026-01-19T00:00:00Z'); // past its expiry
    await subscription(ben, o3, p3, 'cancelled', '2026-12-22T00:00:00Z');
    await booking(ada, s1, '2026-01-22T15:00:00Z'); // upcoming
    await booking(ada, s1, '2026-01-23T15:00:00Z', '2026-01-20T14:30:00Z'); // marked done early
    await booking(ada, s1, '2026-01-19T15:00:00Z'); // held yesterday

    const service = createAdminDashboardService({ audit: app.auditService, orders: app.ordersService, payments: app.paymentsService, users: app.usersService, subscriptions: app.subscriptionsService, now: () => NOW });
    const d = await service.read();

    expect(d.today).toBe('2026-01-20');
    expect(d.timeZone).toBe('America/Toronto');
    expect(d.revenue).toEqual({ todayCents: 10_000, last30DaysCents: 17_000 });
    expect(d.ordersLast30Days).toBe(3);
    expect(d.ordersByStatus).toEqual([
      { status: 'placed', count: 1 },
      { status: 'scheduled', count: 1 },
      { status: 'in-production', count: 0 },
      { status: 'completed', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(d.newCustomersLast30Days).toBe(2);
    expect(d.activeSubscriptions).toBe(1);
    expect(d.upcomingConsultations).toBe(1);

    expect(d.revenueSeries).toHaveLength(30);
    expect(d.revenueSeries[0]).toEqual({ date: '2025-12-22', cents: 2_000 });
    expect(d.revenueSeries[28]).toEqual({ date: '2026-01-19', cents: 5_000 });
    expect(d.revenueSeries[29]).toEqual({ date: '2026-01-20', cents: 10_000 });
    expect(d.revenueSeries.filter((p) => p.cents === 0)).toHaveLength(27);

    // Newest first, each with its link.
    const at = d.recentActivity.map((a) => a.at);
    expect([...at].sort().reverse()).toEqual(at);
    expect(d.recentActivity[0]).toEqual({ kind: 'signup', at: '2026-01-20T14:00:00.000Z', text: 'Ada signed up', link: { to: 'user', q: ada.email } });
    expect(d.recentActivity[1]).toEqual({ kind: 'status', at: '2026-01-20T13:00:00.000Z', text: 'Order ORD-2026-1002 is now Completed', link: { to: 'order', q: 'ORD-2026-1002' } });
    expect(d.recentActivity).toContainEqual({ kind: 'order', at: '2026-01-20T06:00:00.000Z', text: 'Plan order ORD-2026-1001 placed by Ada', link: { to: 'order', q: 'ORD-2026-1001' } });
    expect(d.recentActivity).toContainEqual({ kind: 'subscription', at: '2026-01-02T12:00:00.000Z', text: 'Ada subscribed to Starter', link: { to: 'user', q: ada.email } });
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const { token } = await signedInUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('answers the live figures to an admin, with an admin write in the recent activity', async () => {
    const admin = await signedInAdmin(app);
    const headers = bearer(admin.token);
    const edited = await app.inject({ method: 'POST', url: `/api/admin/packages/${SERVICE_PACKAGES[2]!.id}/deactivate`, headers });
    expect(edited.statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const d = res.json<AdminDashboardResponse>();
    expect(d.revenueSeries).toHaveLength(30);
    expect(d.recentActivity[0]).toMatchObject({ kind: 'admin', text: 'Admin deactivated package Enterprise', link: { to: 'packages' } });
  });
});
