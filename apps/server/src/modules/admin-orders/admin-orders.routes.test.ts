import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_MESSAGES,
  PLAN_DELIVERY_TEXT,
  MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type AdminOrder,
  type AdminOrderListResponse,
  type CheckoutResponse,
  type Order,
  type OrderStatus,
  type PlanPaymentResult,
} from '@wallart/shared';
import { readOutbox } from '../../plugins/app/mail';
import { testDbKind } from '../../test/build-test-app';
import { bearer, buildAuthTestApp, signedInAdmin } from '../auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper, type Shopper } from '../checkout/checkout.test-helpers';
import { openCheckout, pay } from '../plan-checkouts/plan-checkouts.test-helpers';

let app: FastifyInstance;
let admin: { token: string; name: string; headers: { authorization: string } };

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
  const a = await signedInAdmin(app);
  admin = { token: a.token, name: a.user.name, headers: bearer(a.token) };
});
afterAll(async () => {
  await app.close();
});

/** A paid artwork order of one or more lines (quantities as given). */
async function placedOrder(quantities: number[] = [1], who?: Shopper): Promise<{ who: Shopper; order: Order }> {
  const buyer = who ?? (await shopper(app));
  const lines = [];
  for (const quantity of quantities) lines.push(await artworkLine(app, buyer, { quantity }));
  await fillCart(app, buyer, lines);
  const res = await checkout(app, buyer, checkoutBody(buyer, (await cardToken(app, buyer)).token));
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return { who: buyer, order: res.json<CheckoutResponse>().order };
}

async function planOrder(): Promise<{ who: Shopper; orderId: string }> {
  const who = await shopper(app);
  const opened = await openCheckout(app, who);
  const res = await pay(app, who, opened._id);
  if (res.statusCode !== 201) throw new Error(`plan pay failed: ${res.statusCode} ${res.body}`);
  const { payment } = res.json<{ payment: PlanPaymentResult }>();
  const orders = (await app.inject({ method: 'GET', url: `/api/orders/user/${who.id}`, headers: who.headers })).json<Order[]>();
  const order = orders.find((o) => o.orderNumber === payment.orderId)!;
  return { who, orderId: order._id };
}

const list = (query = '', headers: Record<string, string> = admin.headers) => app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers });
const getOne = (id: string, headers: Record<string, string> = admin.headers) => app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers });
const move = (id: string, status: string, expectedStatus: string, headers: Record<string, string> = admin.headers, target = app): Promise<LightMyRequestResponse> =>
  target.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers, payload: { status, expectedStatus } });

/** Walks an order forward from placed to `status` (through ORDER_TRANSITIONS' forward path). */
async function bringTo(id: string, status: OrderStatus): Promise<void> {
  const path: OrderStatus[] = status === 'cancelled' ? ['cancelled'] : (['scheduled', 'in-production', 'completed'] as OrderStatus[]).slice(0, ['placed', 'scheduled', 'in-production', 'completed'].indexOf(status));
  let current: OrderStatus = 'placed';
  for (const next of path) {
    const res = await move(id, next, current);
    if (res.statusCode !== 200) throw new Error(`move ${current} -> ${next}: ${res.statusCode} ${res.body}`);
    current = next;
  }
}

describe('who may call the admin order routes', () => {
  it('answers 401 to a guest and 403 to a customer on every route', async () => {
    const { who, order } = await placedOrder();
    for (const headers of [{}, who.headers]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await list('', headers)).statusCode).toBe(expected);
      expect((await getOne(order._id, headers)).statusCode).toBe(expected);
      expect((await move(order._id, 'scheduled', 'placed', headers)).statusCode).toBe(expected);
    }
    // Nothing moved.
    expect((await getOne(order._id)).json<AdminOrder>().status).toBe('placed');
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await getOne('0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await move('0123456789abcdef01234567', 'scheduled', 'placed')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/orders', () => {
  let mine: { who: Shopper; order: Order }[];
  beforeAll(async () => {
    const who = await shopper(app);
    mine = [await placedOrder([2, 3], who), await placedOrder([1], who)];
  });

  it('lists summaries newest first with customer, kind, pieces and total', async () => {
    const body = (await list(`?q=${encodeURIComponent(mine[0]!.who.email)}`)).json<AdminOrderListResponse>();
    expect(body.total).toBe(2);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.orders.map((o) => o._id)).toEqual([mine[1]!.order._id, mine[0]!.order._id]);
    expect(body.orders[1]).toEqual({
      _id: mine[0]!.order._id,
      orderNumber: mine[0]!.order.orderNumber,
      kind: 'artwork',
      createdAt: mine[0]!.order.createdAt,
      updatedAt: mine[0]!.order.updatedAt,
      status: 'placed',
      customer: mine[0]!.order.customer,
      itemCount: 5,
      planTitle: null,
      totalCents: mine[0]!.order.totals.totalCents,
      currency: 'CAD',
    });
  });

  it('searches the order number from its start (any case) or exactly, and the email in any case', async () => {
    const number = mine[0]!.order.orderNumber;
    expect((await list(`?q=${number}`)).json<AdminOrderListResponse>().orders.map((o) => o._id)).toEqual([mine[0]!.order._id]);
    const prefix = (await list(`?q=${number.slice(0, 10).toLowerCase()}&pageSize=100`)).json<AdminOrderListResponse>();
    expect(prefix.orders.every((o) => o.orderNumber.startsWith(number.slice(0, 10)))).toBe(true);
    expect(prefix.orders.map((o) => o._id)).toContain(mine[0]!.order._id);
    const upper = (await list(`?q=${encodeURIComponent(mine[0]!.who.email.toUpperCase())}`)).json<AdminOrderListResponse>();
    expect(upper.total).toBe(2);
  });

  it('takes % and _ literally', async () => {
    expect((await list('?q=%25')).json<AdminOrderListResponse>().total).toBe(0);
    expect((await list('?q=_')).json<AdminOrderListResponse>().total).toBe(0);
  });

  it('filters by status and kind, and pages without overlap', async () => {
    const { order } = await placedOrder();
    await bringTo(order._id, 'scheduled');
    const scheduled = (await list('?status=scheduled&pageSize=100')).json<AdminOrderListResponse>();
    expect(scheduled.orders.every((o) => o.status === 'scheduled')).toBe(true);
    expect(scheduled.orders.map((o) => o._id)).toContain(order._id);
    const plans = (await list('?kind=plan&pageSize=100')).json<AdminOrderListResponse>();
    expect(plans.orders.every((o) => o.kind === 'plan')).toBe(true);

    const all = (await list('?pageSize=100')).json<AdminOrderListResponse>();
    const first = (await list('?pageSize=2&page=1')).json<AdminOrderListResponse>();
    const second = (await list('?pageSize=2&page=2')).json<AdminOrderListResponse>();
    expect(first.total).toBe(all.total);
    expect([...first.orders, ...second.orders].map((o) => o._id)).toEqual(all.orders.slice(0, 4).map((o) => o._id));
  });

  it.each([
    '?pageSize=0',
    '?pageSize=101',
    '?page=0',
    '?page=two',
    '?status=shipped',
    '?kind=gift',
    `?q=${'x'.repeat(201)}`,
    '?q=%00',
  ])('refuses %s with 400', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('accepts pageSize 100', async () => {
    expect((await list('?pageSize=100')).statusCode).toBe(200);
  });
});

describe('POST /api/admin/orders/:id/status: the state machine (ORDER_TRANSITIONS)', () => {
  const pairs = ORDER_STATUSES.filter((from) => from !== 'cancelled' || true).flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', async (from, to) => {
    const { order } = await placedOrder();
    await bringTo(order._id, from);
    const res = await move(order._id, to, from);
    if (ORDER_TRANSITIONS[from].includes(to)) {
      expect(res.statusCode, res.body).toBe(200);
      const moved = res.json<AdminOrder>();
      expect(moved.status).toBe(to);
      expect(moved.nextStatuses).toEqual(ORDER_TRANSITIONS[to]);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Conflict', message: MESSAGES.orders.invalidTransition });
      expect((await getOne(order._id)).json<AdminOrder>().status).toBe(from);
    }
  });
});

describe('POST /api/admin/orders/:id/status: what a move writes', () => {
  it('writes the history with who, the audit row, mails the customer, and the tracker follows', async () => {
    const { who, order } = await placedOrder();
    const res = await move(order._id, 'scheduled', 'placed');
    expect(res.statusCode).toBe(200);
    const moved = res.json<AdminOrder>();
    expect(moved.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['placed', { kind: 'customer', name: 'Customer' }],
      ['scheduled', { kind: 'admin', name: admin.name }],
    ]);
    expect(moved.nextStatuses).toEqual(['in-production', 'cancelled']);
    expect(moved.payment.status).toBe('captured');

    const tracker = (await app.inject({ method: 'GET', url: `/api/orders/user/${who.id}`, headers: who.headers })).json<Order[]>();
    expect(tracker[0]).toMatchObject({ _id: order._id, status: 'scheduled' });
    expect(tracker[0]!.statusHistory.map((h) => h.status)).toEqual(['placed', 'scheduled']);

    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?limit=5', headers: admin.headers })).json<{ entries?: unknown[] } | unknown[]>();
    expect(JSON.stringify(audit)).toContain(order._id);

    await move(order._id, 'in-production', 'scheduled');
    await app.mailJobs.drain();
    const mails = (await readOutbox(app.config.dataDir)).filter((m) => m.raw.includes(`Subject: Your order ${order.orderNumber} is now`));
    expect(mails.map((m) => /Subject: (.*)/.exec(m.raw)![1]!.trim()).sort()).toEqual(
      [`Your order ${order.orderNumber} is now In Production`, `Your order ${order.orderNumber} is now Scheduled`].sort(),
    );
    expect(mails[0]!.raw).toContain(`To: ${who.email}`);
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/plain/i);
  });

  it('refunds the payment on a cancel: the admin and the customer see it refunded', async () => {
    const { who, order } = await placedOrder();
    const res = await move(order._id, 'cancelled', 'placed');
    expect(res.statusCode).toBe(200);
    const cancelled = res.json<AdminOrder>();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment.status).toBe('refunded');
    expect(cancelled.payment.refundedAt).not.toBeNull();
    expect(cancelled.nextStatuses).toEqual([]);
    const own = (await app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers })).json<Order>();
    expect(own).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
    await app.mailJobs.drain();
    const mail = (await readOutbox(app.config.dataDir)).find((m) => m.raw.includes(`Subject: Your order ${order.orderNumber} is now Cancelled`));
    expect(mail?.raw).toContain('has been refunded in full');
  });

  it('refuses a stale view with 409, naming the current status and answering the order as it is now', async () => {
    const { order } = await placedOrder();
    expect((await move(order._id, 'scheduled', 'placed')).statusCode).toBe(200);
    // A second admin, still looking at 'placed', tries to cancel.
    const stale = await move(order._id, 'cancelled', 'placed');
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ error: string; message: string; order: AdminOrder }>();
    expect(body.message).toBe(ADMIN_ORDER_MESSAGES.stale(order.orderNumber, 'scheduled'));
    expect(body.message).toContain('Scheduled');
    expect(body.order).toMatchObject({ _id: order._id, status: 'scheduled', payment: { status: 'captured' } });
  });

  it('moves a plan order forward but refuses to cancel it (decision 036)', async () => {
    const { orderId } = await planOrder();
    const read = (await getOne(orderId)).json<AdminOrder>();
    expect(read.kind).toBe('plan');
    expect(read.nextStatuses).toEqual(['scheduled']);
    const refused = await move(orderId, 'cancelled', 'placed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: ADMIN_ORDER_MESSAGES.planCancel });
    expect((await move(orderId, 'scheduled', 'placed')).statusCode).toBe(200);
    const listed = (await list('?kind=plan&pageSize=100')).json<AdminOrderListResponse>().orders.find((o) => o._id === orderId)!;
    expect(listed).toMatchObject({ status: 'scheduled', itemCount: 0 });
    expect(listed.planTitle).toBeTruthy();
    // A plan ships nothing: neither the order nor the customer's status mail gives an artwork's estimate.
    const moved = (await getOne(orderId)).json<AdminOrder>();
    expect(moved.estimatedDelivery).toBe(PLAN_DELIVERY_TEXT);
    await app.mailJobs.drain();
    const mail = (await readOutbox(app.config.dataDir)).find((m) => m.raw.includes(`Subject: Your order ${moved.orderNumber} is now Scheduled`));
    expect(mail?.raw).toContain('No delivery');
    expect(mail?.raw).not.toContain('business days');
  });

  it('refuses a body outside the statuses with 400', async () => {
    const { order } = await placedOrder();
    expect((await move(order._id, 'shipped', 'placed')).statusCode).toBe(400);
    expect((await move(order._id, 'scheduled', 'Pending')).statusCode).toBe(400);
  });

  it.runIf(testDbKind() === 'postgres')('two admins moving one order at once: one 200, one 409, one history row', async () => {
    const second = bearer((await signedInAdmin(app)).token);
    for (let round = 0; round < 4; round += 1) {
      const { order } = await placedOrder();
      const [a, b] = await Promise.all([move(order._id, 'scheduled', 'placed'), move(order._id, 'cancelled', 'placed', second)]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses, `${a.body} ${b.body}`).toEqual([200, 409]);
      const now = (await getOne(order._id)).json<AdminOrder>();
      expect(now.history).toHaveLength(2);
      expect(now.payment.status).toBe(now.status === 'cancelled' ? 'refunded' : 'captured');
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json<{ order: AdminOrder }>().order.status).toBe(now.status);
    }
  });
});
