import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser, type AuthTestApp } from '../auth/auth.test-helpers';

let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const del = (url: string, token?: string) => t.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });

describe('GET /api/users (admins only)', () => {
  it('lists every account as public users for an admin', async () => {
    const admin = await signedInAdmin(t.app);
    const a = await signedInUser(t.app);
    const res = await get('/api/users', admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: PublicUser[] }>();
    expect(body.success).toBe(true);
    const ids = body.data.map((u) => u._id);
    expect(ids).toEqual(expect.arrayContaining([admin.user._id, a.user._id]));
    expect(body.data.find((u) => u._id === admin.user._id)).toMatchObject({ role: 'admin', isAdmin: true });
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it('answers 401 without a token and 403 for a user (attack: non-admin on an admin call)', async () => {
    expect((await get('/api/users')).statusCode).toBe(401);
    const { token } = await signedInUser(t.app);
    const res = await get('/api/users', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'You do not have permission to do that.' });
  });
});

describe('GET /api/users/:id (yourself or an admin)', () => {
  it('lets a user read their own account and an admin read anyone', async () => {
    const a = await signedInUser(t.app);
    const admin = await signedInAdmin(t.app);
    expect((await get(`/api/users/${a.user._id}`, a.token)).json()).toEqual({ success: true, user: a.user });
    expect((await get(`/api/users/${a.user._id.toUpperCase()}`, a.token)).statusCode).toBe(200);
    expect((await get(`/api/users/${a.user._id}`, admin.token)).statusCode).toBe(200);
  });

  it("answers 403 for another user's id in the path, and 400 for a malformed id", async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    expect((await get(`/api/users/${b.user._id}`, a.token)).statusCode).toBe(403);
    expect((await get('/api/users/not-an-id', a.token)).statusCode).toBe(400);
    expect((await get(`/api/users/${b.user._id}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/:id (admins only)', () => {
  it("deletes the account and its tokens stop working at once", async () => {
    const admin = await signedInAdmin(t.app);
    const victim = await signedInUser(t.app);
    expect((await get('/api/auth/me', victim.token)).statusCode).toBe(200);
    const res = await del(`/api/users/${victim.user._id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await get('/api/auth/me', victim.token)).statusCode).toBe(401);
    expect((await get(`/api/users/${victim.user._id}`, admin.token)).statusCode).toBe(404);
    expect((await del(`/api/users/${victim.user._id}`, admin.token)).statusCode).toBe(404);
  });

  it('answers 403 for a user deleting anyone, themselves included', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    expect((await del(`/api/users/${b.user._id}`, a.token)).statusCode).toBe(403);
    expect((await del(`/api/users/${a.user._id}`, a.token)).statusCode).toBe(403);
    expect((await get('/api/auth/me', b.token)).statusCode).toBe(200);
  });

  it('does not let an admin delete their own account', async () => {
    const admin = await signedInAdmin(t.app);
    expect((await del(`/api/users/${admin.user._id}`, admin.token)).statusCode).toBe(400);
  });
});
