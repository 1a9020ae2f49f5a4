import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSULTATION_MESSAGES,
  consultationDates,
  PLAN_MESSAGES,
  studioDate,
  studioInstant,
  type PlanPaymentResult,
  type Subscription,
} from '@wallart/shared';
import { readOutbox } from '../../plugins/app/mail';
import { testDbKind } from '../../test/build-test-app';
import { bearer, buildAuthTestApp, signedInAdmin } from '../auth/auth.test-helpers';
import { PROFESSIONAL_ID, STARTER_ID, shopper, type Shopper } from '../checkout/checkout.test-helpers';
import { addDays, book, cancel, get, openCheckout, pay, weekday } from '../plan-checkouts/plan-checkouts.test-helpers';
import { createSubscriptionsService } from './subscriptions.service';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
});
afterAll(async () => {
  await app.close();
});

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

/** A shopper who bought the package (Professional: 5 consultations); answers the payment result. */
async function subscriber(packageId = PROFESSIONAL_ID): Promise<{ who: Shopper; payment: PlanPaymentResult; id: string }> {
  const who = await shopper(app);
  const checkout = await openCheckout(app, who, { packageId });
  const res = await pay(app, who, checkout._id);
  if (res.statusCode !== 201) throw new Error(`pay failed: ${res.statusCode} ${res.body}`);
  const { payment } = res.json<{ payment: PlanPaymentResult }>();
  return { who, payment, id: payment.subscriptionId! };
}

async function list(who: Shopper): Promise<Subscription[]> {
  return (await get(app, who, `/api/user-packages/user/${who.id}`)).json<Subscription[]>();
}

/** Slots relative to the studio's today, so the tests hold on any day (the rule itself is unit-tested with a fixed clock). */
function slots() {
  const now = new Date();
  const today = studioDate(now);
  const ahead = consultationDates(now).filter((d) => d > today);
  const sunday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) => weekday(d) === 0)!;
  return { today, valid: { date: ahead[0]!, time: '10:00' }, other: { date: ahead[1]!, time: '14:30' }, sunday };
}

describe('subscriptions and consultation bookings (issue 18)', () => {
  it('refuses a slot with the rule it breaks: Sunday, past, 03:00, beyond 14 days, an impossible date; none is booked', async () => {
    const { who, id } = await subscriber();
    const { today, valid, sunday } = slots();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: sunday, time: '10:00' }, CONSULTATION_MESSAGES.weekend],
      [{ date: addDays(today, -1), time: '10:00' }, CONSULTATION_MESSAGES.dateInPast],
      [{ date: valid.date, time: '03:00' }, CONSULTATION_MESSAGES.timeInvalid],
      [{ date: valid.date, time: '10:15' }, CONSULTATION_MESSAGES.timeInvalid],
      [{ date: addDays(today, 20), time: '10:00' }, CONSULTATION_MESSAGES.dateTooFar],
      [{ date: '2026-02-30', time: '10:00' }, CONSULTATION_MESSAGES.dateInvalid],
      [{ date: '', time: '10:00' }, CONSULTATION_MESSAGES.dateRequired],
      [{ date: valid.date, time: '' }, CONSULTATION_MESSAGES.timeRequired],
    ];
    for (const [body, expected] of cases) {
      const res = await book(app, who, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res), JSON.stringify(body)).toBe(expected);
    }
    const long = await book(app, who, id, { ...valid, note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await list(who))[0]).toMatchObject({ remainingConsultations: 5, consultations: [] });
  });

  it('books at studio time, newest first, mails a confirmation, and answers 409 when none are left', async () => {
    const { who, id } = await subscriber(STARTER_ID);
    const { valid, other } = slots();
    const first = await book(app, who, id, valid);
    expect(first.statusCode).toBe(201);
    expect(first.json<{ booking: { startsAt: string } }>().booking.startsAt).toBe(studioInstant(valid.date, valid.time).toISOString());
    expect((await book(app, who, id, other)).statusCode).toBe(201);
    expect((await book(app, who, id, { ...valid, time: '16:00' })).statusCode).toBe(201);
    const [subscription] = await list(who);
    expect(subscription!.remainingConsultations).toBe(0);
    expect(subscription!.consultations.map((c) => c.time)).toEqual(['16:00', '14:30', '10:00']);
    const none = await book(app, who, id, other);
    expect(none.statusCode).toBe(409);
    expect(message(none)).toBe(PLAN_MESSAGES.noConsultationsLeft);
    expect((await list(who))[0]!.consultations).toHaveLength(3);

    // The mails are sent after each commit; wait for them without a fixed sleep. They queue behind
    // the plan's confirmation, whose receipt waits for the PDF thread to start (from TypeScript
    // here, seconds on a busy machine): a ceiling, not a speed budget.
    await expect
      .poll(async () => (await readOutbox(app.config.dataDir)).filter((m) => m.raw.includes(who.email) && m.raw.includes('consultation on ')).length, { timeout: 60_000 })
      .toBe(3);
  });

  it('an expired subscription reads as expired: no booking, no cancel, and the package can be bought again', async () => {
    const { who, id } = await subscriber();
    await app.db.execute(sql`update user_packages set expiry_date = now() - interval '1 day' where id = ${id}`);
    expect((await list(who))[0]!.status).toBe('expired');
    const booking = await book(app, who, id, slots().valid);
    expect(booking.statusCode).toBe(409);
    expect(message(booking)).toBe(PLAN_MESSAGES.notActive);
    const cancelled = await cancel(app, who, id);
    expect(cancelled.statusCode).toBe(409);
    expect(message(cancelled)).toBe(PLAN_MESSAGES.alreadyExpired);
    const again = await openCheckout(app, who);
    expect((await pay(app, who, again._id)).statusCode).toBe(201);
    expect((await list(who)).map((s) => s.status)).toEqual(['active', 'expired']);
  });

  it('POST /api/user-packages never makes a free subscription: 402 without an unused plan payment, 403 for another user, 404 for an unknown package', async () => {
    const who = await shopper(app);
    const post = (body: Record<string, unknown>, as: Shopper = who) => app.inject({ method: 'POST', url: '/api/user-packages', headers: as.headers, payload: body });
    const free = await post({ userId: who.id, packageId: PROFESSIONAL_ID });
    expect(free.statusCode).toBe(402);
    expect(message(free)).toBe(PLAN_MESSAGES.subscriptionNeedsPayment);
    const forged = await post({ userId: (await shopper(app)).id, packageId: PROFESSIONAL_ID });
    expect(forged.statusCode).toBe(403);
    expect((await post({ userId: who.id, packageId: 'abcdefabcdefabcdefabcdef' })).statusCode).toBe(404);
    expect(await list(who)).toEqual([]);

    // A paid plan already has its subscription: its payment cannot start a second one.
    const { who: buyer, payment } = await subscriber();
    const reused = await post({ userId: buyer.id, packageId: PROFESSIONAL_ID, paymentId: payment._id }, buyer);
    expect(reused.statusCode).toBe(402);
    expect(await list(buyer)).toHaveLength(1);
  });

  it('POST /api/user-packages makes the subscription of a captured plan order that has none (its row removed by hand), once', async () => {
    const { who, id, payment } = await subscriber(STARTER_ID);
    // Undo the link by hand, as if the subscription had never been written.
    await app.db.execute(sql`update plan_checkouts set subscription_id = null where subscription_id = ${id}`);
    await app.db.execute(sql`delete from user_packages where id = ${id}`);
    await app.db.execute(sql`update orders set subscription_id = null where id = ${payment.order}`);
    const res = await app.inject({ method: 'POST', url: '/api/user-packages', headers: who.headers, payload: { userId: who.id, packageId: STARTER_ID } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'active', remainingConsultations: 3, orderId: payment.order, paymentId: payment._id });
    const again = await app.inject({ method: 'POST', url: '/api/user-packages', headers: who.headers, payload: { userId: who.id, packageId: STARTER_ID } });
    expect(again.statusCode).toBe(402);
  });

  it('an admin may list and cancel anyone’s subscription; another customer may not (403 list, 404 cancel)', async () => {
    const { who, id } = await subscriber();
    const other = await shopper(app);
    expect((await get(app, other, `/api/user-packages/user/${who.id}`)).statusCode).toBe(403);
    const notYours = await cancel(app, other, id);
    expect(notYours.statusCode).toBe(404);
    expect(message(notYours)).toBe(PLAN_MESSAGES.subscriptionNotFound);
    const admin = { headers: bearer((await signedInAdmin(app)).token) };
    expect((await get(app, admin, `/api/user-packages/user/${who.id}`)).json<Subscription[]>()).toHaveLength(1);
    const cancelled = await cancel(app, admin, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.headers['cache-control']).toBe('no-store');
    expect((await list(who))[0]!.status).toBe('cancelled');
    // Deleting the account takes its subscriptions and checkouts with it; the plan order stays (accounting).
    const deleted = await app.inject({ method: 'DELETE', url: `/api/users/${who.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBeLessThan(300);
    const left: unknown = await app.db.execute(
      sql`select (select count(*)::int from user_packages where id = ${id}) as subscriptions, (select count(*)::int from orders where subscription_id = ${id}) as orders`,
    );
    expect((left as { rows: unknown[] }).rows[0]).toEqual({ subscriptions: 0, orders: 1 });
  });

  it('books with the service clock: a fixed Monday morning in Toronto allows that afternoon and refuses that morning', async () => {
    const { who, id } = await subscriber();
    // Monday 2026-12-07 10:05 in Toronto (15:05 UTC).
    const service = createSubscriptionsService({ db: app.db, orders: app.ordersService, packages: app.packagesService, users: app.usersService, mailJobs: app.mailJobs, now: () => new Date('2026-12-07T15:05:00Z') });
    // The row is new (now); give it a year from the fixed clock's point of view too.
    await app.db.execute(sql`update user_packages set expiry_date = '2027-12-07T15:05:00Z' where id = ${id}`);
    const caller = { id: who.id, email: who.email, name: 'Jane' };
    await expect(service.book(id, caller, { date: '2026-12-07', time: '10:00' })).rejects.toMatchObject({ statusCode: 400, message: CONSULTATION_MESSAGES.timeInPast });
    const booked = await service.book(id, caller, { date: '2026-12-07', time: '10:30' });
    expect(booked.booking).toMatchObject({ date: '2026-12-07', time: '10:30', startsAt: '2026-12-07T15:30:00.000Z' });
    expect(booked.subscription.remainingConsultations).toBe(4);
  });

  it.runIf(testDbKind() === 'postgres')('20 parallel bookings with 1 consultation left make one booking; the rest 409', async () => {
    const { who, id } = await subscriber();
    await app.db.execute(sql`update user_packages set remaining_consultations = 1 where id = ${id}`);
    const { valid } = slots();
    const results = await Promise.all(Array.from({ length: 20 }, () => book(app, who, id, valid)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(message(r)).toBe(PLAN_MESSAGES.noConsultationsLeft);
    const [subscription] = await list(who);
    expect(subscription).toMatchObject({ remainingConsultations: 0 });
    expect(subscription!.consultations).toHaveLength(1);
  });
});
