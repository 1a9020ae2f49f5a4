import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONSULTATION_MESSAGES, consultationDates, studioDate, type AdminConsultation, type AdminConsultationListResponse, type PlanPaymentResult } from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser } from '../auth/auth.test-helpers';
import { PROFESSIONAL_ID, shopper } from '../checkout/checkout.test-helpers';
import { book, openCheckout, pay } from '../plan-checkouts/plan-checkouts.test-helpers';

let app: FastifyInstance;
let admin: { authorization: string };
beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
  admin = bearer((await signedInAdmin(app)).token);
});
afterAll(async () => {
  await app.close();
});

const list = async (query = '') =>
  (await app.inject({ method: 'GET', url: `/api/admin/consultations${query}`, headers: admin })).json<AdminConsultationListResponse>();

describe('admin consultations (issue 19)', () => {
  it('answers 401 without a token and 403 for a customer', async () => {
    const { token } = await signedInUser(app);
    for (const [method, url] of [
      ['GET', '/api/admin/consultations'],
      ['POST', '/api/admin/consultations/0123456789abcdef01234567/done'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: bearer(token) })).statusCode).toBe(403);
    }
  });

  it('lists a booking as upcoming with customer, package and slot; Mark as done moves it to past, once, with an audit row', async () => {
    const who = await shopper(app);
    const checkout = await openCheckout(app, who, { packageId: PROFESSIONAL_ID });
    const { payment } = (await pay(app, who, checkout._id)).json<{ payment: PlanPaymentResult }>();
    const now = new Date();
    const date = consultationDates(now).filter((d) => d > studioDate(now))[0]!;
    expect((await book(app, who, payment.subscriptionId!, { date, time: '11:30', note: 'Living room, north wall' })).statusCode).toBe(201);

    const upcoming = await list();
    const row = upcoming.data.find((c) => c.customer._id === who.id)!;
    expect(row).toMatchObject({ customer: { email: who.email }, package: { _id: PROFESSIONAL_ID, name: 'Professional' }, date, time: '11:30', note: 'Living room, north wall', status: 'upcoming', doneAt: null });
    expect(upcoming).toMatchObject({ page: 1, pageSize: 20 });

    const done = await app.inject({ method: 'POST', url: `/api/admin/consultations/${row._id}/done`, headers: admin });
    expect(done.statusCode).toBe(200);
    const marked = done.json<{ consultation: AdminConsultation; message: string }>();
    expect(marked.message).toBe(ADMIN_CONSULTATION_MESSAGES.markedDone);
    expect(marked.consultation.status).toBe('done');
    expect(marked.consultation.doneAt).not.toBeNull();

    const again = await app.inject({ method: 'POST', url: `/api/admin/consultations/${row._id}/done`, headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(ADMIN_CONSULTATION_MESSAGES.alreadyDone);

    expect((await list()).data.some((c) => c._id === row._id)).toBe(false);
    expect((await list('?status=past')).data.find((c) => c._id === row._id)?.status).toBe('done');
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?limit=5', headers: admin })).json<{ data: { action: string; targetId: string }[] }>();
    expect(audit.data[0]).toMatchObject({ action: 'consultation.done', targetId: row._id });
  });

  it('answers 404 for an unknown booking and 400 for an unknown status filter', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/admin/consultations/0123456789abcdef01234567/done', headers: admin })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/consultations?status=later', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(ADMIN_CONSULTATION_MESSAGES.statusInvalid);
  });
});
