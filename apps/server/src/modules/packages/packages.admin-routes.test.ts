import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PACKAGE_MESSAGES, type AdminPackage, type Order, type PackageResponse } from '@wallart/shared';
import { createTestDatabase } from '../../test/build-test-app';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser } from '../auth/auth.test-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { PROFESSIONAL_ID, STARTER_ID, shopper } from '../checkout/checkout.test-helpers';
import { openCheckout, pay } from '../plan-checkouts/plan-checkouts.test-helpers';

let app: FastifyInstance;
let admin: { authorization: string };
let user: { authorization: string };

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
  admin = bearer((await signedInAdmin(app)).token);
  user = bearer((await signedInUser(app)).token);
});
afterAll(async () => {
  await app.close();
});

let n = 0;
function body(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Studio Wall ${n}`,
    priceCents: 45_000,
    coverageSqFt: 200,
    consultations: 4,
    colorOptions: 'Premium',
    warrantyYears: 3,
    features: ['Up To 200 Sq Ft Coverage', '4 Design Consultations'],
    description: 'For a feature wall',
    period: 'per Project',
    popular: false,
    ...overrides,
  };
}

const send = (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, headers = admin): Promise<LightMyRequestResponse> =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const publicList = async () => (await app.inject({ method: 'GET', url: '/api/packages' })).json<PackageResponse[]>();
const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

describe('admin packages routes (issue 19)', () => {
  it('answers 401 without a token and 403 for a customer on every admin route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/packages'],
      ['POST', '/api/admin/packages'],
      ['PUT', `/api/admin/packages/${STARTER_ID}`],
      ['POST', `/api/admin/packages/${STARTER_ID}/deactivate`],
      ['POST', `/api/admin/packages/${STARTER_ID}/reactivate`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? {} : { payload: body() };
      expect((await app.inject({ method: method as 'GET', url, ...payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await app.inject({ method: method as 'GET', url, headers: user, ...payload })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a package that GET /api/packages lists at once (the cache is dropped), with an audit row', async () => {
    await publicList(); // fills the cache
    const res = await send('POST', '/api/admin/packages', body({ name: 'Gallery Wall', popular: true }));
    expect(res.statusCode).toBe(201);
    const created = res.json<{ package: AdminPackage; message: string }>();
    expect(created.message).toBe(ADMIN_PACKAGE_MESSAGES.created('Gallery Wall'));
    expect(created.package).toMatchObject({ name: 'Gallery Wall', priceCents: 45_000, active: true, popular: true });
    const listed = (await publicList()).find((p) => p._id === created.package._id);
    expect(listed).toMatchObject({ name: 'Gallery Wall', price: 450, consultations: 4, popular: true, description: 'For a feature wall' });
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?limit=5', headers: admin })).json<{ data: { action: string; targetId: string }[] }>();
    expect(audit.data.find((e) => e.targetId === created.package._id)?.action).toBe('package.create');
  });

  it('refuses bad input with clear messages: negative or fractional price, 0 consultations, a 500-character name, a duplicate name', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [body({ priceCents: -1 }), 400, ADMIN_PACKAGE_MESSAGES.priceInvalid],
      [body({ priceCents: 12.5 }), 400, ADMIN_PACKAGE_MESSAGES.priceInvalid],
      [body({ consultations: 0 }), 400, ADMIN_PACKAGE_MESSAGES.consultationsZero],
      [body({ name: 'x'.repeat(500) }), 400, ADMIN_PACKAGE_MESSAGES.nameTooLong],
      [body({ warrantyYears: 51 }), 400, ADMIN_PACKAGE_MESSAGES.warrantyInvalid],
      [body({ coverageSqFt: -5 }), 400, ADMIN_PACKAGE_MESSAGES.coverageInvalid],
      [body({ features: ['y'.repeat(201)] }), 400, ADMIN_PACKAGE_MESSAGES.featureTooLong],
      [body({ features: Array.from({ length: 21 }, (_, i) => `F${i}`) }), 400, ADMIN_PACKAGE_MESSAGES.tooManyFeatures],
      [body({ name: 'starter' }), 409, ADMIN_PACKAGE_MESSAGES.nameTaken],
    ];
    const before = (await app.inject({ method: 'GET', url: '/api/admin/packages', headers: admin })).json<{ data: unknown[] }>().data.length;
    for (const [payload, status, text] of cases) {
      const res = await send('POST', '/api/admin/packages', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(message(res)).toContain(text);
    }
    const after = (await app.inject({ method: 'GET', url: '/api/admin/packages', headers: admin })).json<{ data: unknown[] }>().data.length;
    expect(after).toBe(before);
    // Renaming onto another package's name is refused too; an unknown id is 404.
    expect((await send('PUT', `/api/admin/packages/${PROFESSIONAL_ID}`, body({ name: 'STARTER' }))).statusCode).toBe(409);
    expect((await send('PUT', '/api/admin/packages/000000000000000000000000', body())).statusCode).toBe(404);
  });

  it('a deactivated package disappears from GET /api/packages, stays in the admin list, cannot be bought, and comes back on reactivate', async () => {
    const created = (await send('POST', '/api/admin/packages', body({ name: 'Seasonal Mural' }))).json<{ package: AdminPackage }>().package;
    expect((await publicList()).some((p) => p._id === created._id)).toBe(true);
    const off = await send('POST', `/api/admin/packages/${created._id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json<{ package: AdminPackage }>().package.active).toBe(false);
    expect((await publicList()).some((p) => p._id === created._id)).toBe(false);
    const all = (await app.inject({ method: 'GET', url: '/api/admin/packages', headers: admin })).json<{ data: AdminPackage[] }>().data;
    expect(all.find((p) => p._id === created._id)?.active).toBe(false);
    expect(message(await send('POST', `/api/admin/packages/${created._id}/deactivate`))).toBe(ADMIN_PACKAGE_MESSAGES.alreadyInactive);
    await expect(openCheckout(app, await shopper(app), { packageId: created._id })).rejects.toThrow(/open failed: 404/);
    expect((await send('POST', `/api/admin/packages/${created._id}/reactivate`)).statusCode).toBe(200);
    expect((await publicList()).some((p) => p._id === created._id)).toBe(true);
  });

  it('a price change never changes an existing order: the order keeps its package and totals as bought', async () => {
    const who = await shopper(app);
    const checkout = await openCheckout(app, who, { packageId: PROFESSIONAL_ID });
    const paid = await pay(app, who, checkout._id);
    expect(paid.statusCode).toBe(201);
    const readOrders = async () => (await app.inject({ method: 'GET', url: `/api/orders/user/${who.id}`, headers: who.headers })).json<Order[]>();
    const [before] = await readOrders();
    const professional = (await app.inject({ method: 'GET', url: '/api/admin/packages', headers: admin })).json<{ data: AdminPackage[] }>().data.find((p) => p._id === PROFESSIONAL_ID)!;
    const { _id, active, createdAt, ...fields } = professional;
    void _id;
    void active;
    void createdAt;
    const res = await send('PUT', `/api/admin/packages/${PROFESSIONAL_ID}`, { ...fields, name: 'Professional Plus', priceCents: 79_900 });
    expect(res.statusCode).toBe(200);
    expect((await publicList()).find((p) => p._id === PROFESSIONAL_ID)).toMatchObject({ name: 'Professional Plus', price: 799 });
    const [after] = await readOrders();
    expect(after).toEqual(before);
    // Back as it was, for the other tests of this file.
    expect((await send('PUT', `/api/admin/packages/${PROFESSIONAL_ID}`, fields)).statusCode).toBe(200);
  });
});

describe('package seed after admin edits (decision 037)', () => {
  it('a restart inserts missing packages only: an edited price and a deactivation stay', async () => {
    const database = await createTestDatabase();
    try {
      const first = await buildTestApp({ database });
      const headers = bearer((await signedInAdmin(first)).token);
      const starter = (await first.inject({ method: 'GET', url: '/api/admin/packages', headers })).json<{ data: AdminPackage[] }>().data[0]!;
      const { _id, active, createdAt, ...fields } = starter;
      void active;
      void createdAt;
      expect((await first.inject({ method: 'PUT', url: `/api/admin/packages/${_id}`, headers, payload: { ...fields, priceCents: 31_900 } })).statusCode).toBe(200);
      expect((await first.inject({ method: 'POST', url: `/api/admin/packages/${PROFESSIONAL_ID}/deactivate`, headers })).statusCode).toBe(200);
      await first.close();
      const second = await buildTestApp({ database });
      try {
        const list = (await second.inject({ method: 'GET', url: '/api/packages' })).json<PackageResponse[]>();
        expect(list.map((p) => [p.name, p.price])).toEqual([
          ['Starter', 319],
          ['Enterprise', null],
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
