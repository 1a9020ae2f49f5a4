import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuditListResponse, type CheckoutResponse, type Order, type PublicUser, type UserListPageResponse } from '@wallart/shared';
import { testDbKind } from '../../test/build-test-app';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser, uniqueEmail, type AuthTestApp } from '../auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper } from '../checkout/checkout.test-helpers';

/**
 * The admin Users screen's server (issue 19): the searched and paged list, the name/role edit, the
 * delete, their rules (never your own role or account, never the last admin, race-safe), the
 * sessions they end and the audit rows they write.
 */

let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Method = 'GET' | 'PATCH' | 'DELETE' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: Record<string, unknown>, app: FastifyInstance = t.app) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const list = async (query: string, token: string): Promise<UserListPageResponse> => {
  const res = await call('GET', `/api/users${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserListPageResponse>();
};
const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

/** Accounts made straight through the service (no hashing): fast, and named for one search. */
async function makeUsers(app: FastifyInstance, names: string[], role: 'user' | 'admin' = 'user') {
  const made = [];
  for (const name of names) {
    const row = await app.usersService.create({ name, email: uniqueEmail('listed'), passwordHash: null, role });
    made.push(row!);
  }
  return made;
}

describe('admin routes: guests 401, users 403 (docs/architecture.md#authorisation-on-the-server)', () => {
  it.each([
    ['GET', '/api/users'],
    ['GET', '/api/users?q=a&page=2'],
    ['PATCH', '/api/users/0123456789abcdef01234567'],
    ['DELETE', '/api/users/0123456789abcdef01234567'],
    ['POST', '/api/auth/admin'],
    ['GET', '/api/admin/audit'],
  ] as const)('%s %s', async (method, url) => {
    const body = method === 'PATCH' ? { role: 'admin' } : method === 'POST' ? { name: 'X', email: uniqueEmail(), password: 'Added-Pass1', role: 'admin' } : undefined;
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const { token } = await signedInUser(t.app);
    const res = await call(method, url, token, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: MESSAGES.api.forbidden });
  });
});

describe('GET /api/users: search, role filter, pages', () => {
  it('answers docs/product/admin.md#users { success, data } plus total, page and pageSize; 20 a page by default, newest first', async () => {
    const admin = await signedInAdmin(t.app);
    const marker = `Pager${Date.now().toString(36)}`;
    const made = await makeUsers(t.app, Array.from({ length: 25 }, (_, i) => `${marker} ${i}`));
    const first = await list(`?q=${marker}`, admin.token);
    expect(first).toMatchObject({ success: true, total: 25, page: 1, pageSize: 20 });
    expect(first.data).toHaveLength(20);
    const second = await list(`?q=${marker}&page=2`, admin.token);
    expect(second).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(second.data).toHaveLength(5);
    const all = [...first.data, ...second.data];
    // Every account once, newest first (id breaks a tie in created_at).
    expect(new Set(all.map((u) => u._id))).toEqual(new Set(made.map((u) => u.id)));
    const order = (u: PublicUser) => [u.createdAt, u._id].join(' ');
    expect(all.map(order)).toEqual([...all.map(order)].sort().reverse());
    // Past the end: no rows, the same total.
    expect(await list(`?q=${marker}&page=9`, admin.token)).toMatchObject({ data: [], total: 25, page: 9 });
    expect((await list(`?q=${marker}&pageSize=100`, admin.token)).data).toHaveLength(25);
  });

  it('matches name or email anywhere, in any case, with % and _ taken literally', async () => {
    const admin = await signedInAdmin(t.app);
    const tag = `esc${Date.now().toString(36)}`;
    const [percent, underscore] = await makeUsers(t.app, [`${tag} 100% Real`, `${tag} a_b`]);
    await makeUsers(t.app, [`${tag} 100X Real`, `${tag} aXb`]);
    expect((await list(`?q=${encodeURIComponent(`${tag} 100%`)}`, admin.token)).data.map((u) => u._id)).toEqual([percent!.id]);
    expect((await list(`?q=${encodeURIComponent(`${tag} a_b`)}`, admin.token)).data.map((u) => u._id)).toEqual([underscore!.id]);
    expect((await list(`?q=${encodeURIComponent('\\')}`, admin.token)).success).toBe(true);
    expect((await list(`?q=${tag.toUpperCase()}`, admin.token)).total).toBe(4);
    // The email: stored lower-case, found from any part of it.
    const found = await list(`?q=${encodeURIComponent(percent!.email.slice(2, 14).toUpperCase())}`, admin.token);
    expect(found.data.map((u) => u._id)).toEqual([percent!.id]);
  });

  it('filters by role, and an empty q lists everyone', async () => {
    const admin = await signedInAdmin(t.app);
    const admins = await list('?role=admin&pageSize=100', admin.token);
    expect(admins.data.length).toBeGreaterThan(0);
    expect(admins.data.every((u) => u.role === 'admin')).toBe(true);
    expect(admins.data.map((u) => u._id)).toContain(admin.user._id);
    const everyone = await list('?q=', admin.token);
    expect(everyone.total).toBeGreaterThan(admins.total);
    expect(JSON.stringify(everyone)).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it.each([
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?page=0', 'page'],
    ['?page=-3', 'page'],
    ['?page=abc', 'page'],
    ['?page=1&page=2', 'page'],
    [`?q=${'x'.repeat(201)}`, 'q'],
    ['?q=a%00b', 'q'],
    ['?role=root', 'role'],
    ['?role=ADMIN', 'role'],
  ])('answers 400 for %s', async (query, field) => {
    const admin = await signedInAdmin(t.app);
    const res = await call('GET', `/api/users${query}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain(field);
  });
});

describe('PATCH /api/users/:id', () => {
  it("changes a user's name and keeps their sessions; a role change ends them at once", async () => {
    const admin = await signedInAdmin(t.app);
    const user = await signedInUser(t.app);
    const renamed = await call('PATCH', `/api/users/${user.user._id}`, admin.token, { name: '  Ada King ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ success: true, user: { _id: user.user._id, name: 'Ada King', role: 'user' } });
    expect((await call('GET', '/api/auth/me', user.token)).statusCode).toBe(200);

    const promoted = await call('PATCH', `/api/users/${user.user._id.toUpperCase()}`, admin.token, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user: { role: 'admin', isAdmin: true } });
    // The old token is refused right after: the next sign-in carries the new role.
    expect((await call('GET', '/api/auth/me', user.token)).statusCode).toBe(401);
  });

  it("demotes another admin, whose token stops working at once", async () => {
    const admin = await signedInAdmin(t.app);
    const other = await signedInAdmin(t.app);
    const res = await call('PATCH', `/api/users/${other.user._id}`, admin.token, { role: 'user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { role: 'user', isAdmin: false } });
    expect((await call('GET', '/api/users', other.token)).statusCode).toBe(401);
  });

  it('never lets an admin change their own role (400), but their own name yes', async () => {
    const admin = await signedInAdmin(t.app);
    const demote = await call('PATCH', `/api/users/${admin.user._id}`, admin.token, { role: 'user' });
    expect(demote.statusCode).toBe(400);
    expect(message(demote)).toBe('You cannot change your own role.');
    expect((await call('PATCH', `/api/users/${admin.user._id}`, admin.token, { name: 'Chief', role: 'admin' })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', admin.token)).json()).toMatchObject({ data: { name: 'Chief', role: 'admin' } });
  });

  it('checks the body (400) and the id (400, 404)', async () => {
    const admin = await signedInAdmin(t.app);
    const user = await signedInUser(t.app);
    const url = `/api/users/${user.user._id}`;
    expect(message(await call('PATCH', url, admin.token, { name: '' }))).toBe('name: Name is required');
    expect((await call('PATCH', url, admin.token, { role: 'root' })).statusCode).toBe(400);
    expect((await call('PATCH', url, admin.token, {})).statusCode).toBe(400);
    // Only name and role are read: email, password and isAdmin are not fields of this call.
    const sneaky = await call('PATCH', url, admin.token, { name: 'Plain', email: 'x@example.com', isAdmin: true, password: 'Another#1' });
    expect(sneaky.json()).toMatchObject({ user: { name: 'Plain', email: user.email, role: 'user' } });
    expect((await call('PATCH', '/api/users/not-an-id', admin.token, { name: 'A' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/users/0123456789abcdef01234567', admin.token, { name: 'A' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it("keeps a deleted customer's orders and payments, still readable by an admin", async () => {
    const admin = await signedInAdmin(t.app);
    const who = await shopper(t.app);
    await fillCart(t.app, who, [await artworkLine(t.app, who)]);
    const placed = await checkout(t.app, who, checkoutBody(who, (await cardToken(t.app, who)).token));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CheckoutResponse>().order;

    const res = await call('DELETE', `/api/users/${who.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully.' });
    expect((await call('GET', '/api/auth/me', who.token)).statusCode).toBe(401);
    const kept = await call('GET', `/api/orders/${order._id}`, admin.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Order>()).toMatchObject({ _id: order._id, totalPrice: order.totalPrice });
  });

  it('never deletes your own account (400)', async () => {
    const admin = await signedInAdmin(t.app);
    const res = await call('DELETE', `/api/users/${admin.user._id}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('You cannot delete your own account.');
    expect((await call('GET', '/api/auth/me', admin.token)).statusCode).toBe(200);
  });
});

describe('the last administrator (a fresh database with one admin)', () => {
  it('is never demoted or deleted, whoever asks (409), and stays an admin', async () => {
    const { app } = await buildAuthTestApp();
    try {
      const [only] = await makeUsers(app, ['Only Admin'], 'admin');
      const [someone] = await makeUsers(app, ['Someone']);
      // The HTTP routes cannot reach this alone (an admin may not demote or delete themself, and
      // a second admin means this one is not the last); it is what stops a concurrent write, below.
      await expect(app.usersService.adminUpdate(someone!.id, only!.id, { role: 'user' })).rejects.toMatchObject({
        statusCode: 409,
        message: 'The last administrator cannot be removed or demoted.',
      });
      await expect(app.usersService.adminDelete(someone!.id, only!.id)).rejects.toMatchObject({ statusCode: 409 });
      // A non-admin actor changing anyone else is refused once the locks are held.
      await expect(app.usersService.adminUpdate(someone!.id, someone!.id, { name: 'Me' })).rejects.toMatchObject({ statusCode: 403 });
      expect((await app.usersService.findById(only!.id))?.role).toBe('admin');
    } finally {
      await app.close();
    }
  });

  it.runIf(testDbKind() === 'postgres')('survives two admins demoting or deleting each other at the same moment', async () => {
    const { app } = await buildAuthTestApp();
    try {
      const admins = async () => (await app.usersService.list({ role: 'admin', page: 1, pageSize: 100 })).total;
      for (let round = 0; round < 6; round += 1) {
        const a = await signedInAdmin(app);
        const b = await signedInAdmin(app);
        const before = await admins();
        expect(before).toBe(2);
        const [first, second] =
          round % 2 === 0
            ? await Promise.all([
                call('PATCH', `/api/users/${b.user._id}`, a.token, { role: 'user' }, app),
                call('PATCH', `/api/users/${a.user._id}`, b.token, { role: 'user' }, app),
              ])
            : await Promise.all([call('DELETE', `/api/users/${b.user._id}`, a.token, undefined, app), call('DELETE', `/api/users/${a.user._id}`, b.token, undefined, app)]);
        const statuses = [first.statusCode, second.statusCode].sort();
        // One wins; the other is refused: 409 (it found the last admin), 403 (it lost its role
        // while waiting) or 401 (its session was already ended).
        expect(statuses.filter((s) => s === 200), JSON.stringify(statuses)).toHaveLength(1);
        expect([401, 403, 409]).toContain(statuses.find((s) => s !== 200));
        expect(await admins()).toBe(1);
        // Leave one admin, then clear the field for the next round.
        const survivor = (await app.usersService.list({ role: 'admin', page: 1, pageSize: 1 })).users[0]!;
        await app.usersService.setRole(survivor._id, 'user');
      }
    } finally {
      await app.close();
    }
  });
});

describe('audit rows of every admin write', () => {
  it('records create (both routes), edit and delete with who and what, never a password', async () => {
    const admin = await signedInAdmin(t.app);
    const emailA = uniqueEmail('audited');
    const addedUser = await call('POST', '/api/auth/register', admin.token, { name: 'Added User', email: emailA, password: 'Added-Pass1', role: 'user' });
    expect(addedUser.statusCode).toBe(201);
    expect(addedUser.json()).toMatchObject({ user: { role: 'user' } });
    const addedAdmin = await call('POST', '/api/auth/admin', admin.token, { name: 'Added Admin', email: uniqueEmail('audited'), password: 'Added-Pass1', role: 'admin' });
    expect(addedAdmin.json()).toMatchObject({ user: { role: 'admin' } });
    // POST /api/auth/admin takes role user too (ours), and makes an admin without one (as before).
    const asUser = await call('POST', '/api/auth/admin', admin.token, { name: 'Plain One', email: uniqueEmail('audited'), password: 'Added-Pass1', role: 'user' });
    expect(asUser.json()).toMatchObject({ user: { role: 'user', isAdmin: false } });
    const userId = addedUser.json<{ user: PublicUser }>().user._id;
    expect((await call('PATCH', `/api/users/${userId}`, admin.token, { name: 'Renamed User', role: 'admin' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${userId}`, admin.token)).statusCode).toBe(200);

    const res = await call('GET', '/api/admin/audit?limit=100', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|argon2|Added-Pass1/i);
    const mine = res.json<AuditListResponse>().data.filter((e) => e.actorId === admin.user._id);
    expect(mine.map((e) => e.action)).toEqual(['user.delete', 'user.update', 'user.create', 'user.create', 'user.create']);
    const forUser = mine.filter((e) => e.targetId === userId);
    expect(forUser).toEqual([
      expect.objectContaining({ action: 'user.delete', targetType: 'user', actorName: 'Admin', before: { name: 'Renamed User', email: emailA, role: 'admin' }, after: null }),
      expect.objectContaining({ action: 'user.update', before: { name: 'Added User', email: emailA, role: 'user' }, after: { name: 'Renamed User', email: emailA, role: 'admin' } }),
      expect.objectContaining({ action: 'user.create', before: null, after: { name: 'Added User', email: emailA, role: 'user' } }),
    ]);
  });

  it('writes no row for a refused write or a visitor signing up', async () => {
    const { app } = await buildAuthTestApp();
    try {
      const admin = await signedInAdmin(app);
      await signedInUser(app);
      expect((await call('DELETE', `/api/users/${admin.user._id}`, admin.token, undefined, app)).statusCode).toBe(400);
      expect((await call('PATCH', `/api/users/${admin.user._id}`, admin.token, { role: 'user' }, app)).statusCode).toBe(400);
      const res = await call('GET', '/api/admin/audit', admin.token, undefined, app);
      expect(res.json()).toEqual({ success: true, data: [] });
    } finally {
      await app.close();
    }
  });

  it('bounds the limit: 1 to 100 (400 otherwise)', async () => {
    const admin = await signedInAdmin(t.app);
    expect((await call('GET', '/api/admin/audit?limit=101', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?limit=0', admin.token)).statusCode).toBe(400);
    const one = await call('GET', '/api/admin/audit?limit=1', admin.token);
    expect(one.json<AuditListResponse>().data.length).toBeLessThanOrEqual(1);
  });
});
