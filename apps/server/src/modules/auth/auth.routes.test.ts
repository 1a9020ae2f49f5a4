import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, PublicUser } from '@wallart/shared';
import {
  bearer,
  buildAuthTestApp,
  decodeJwtPayload,
  login,
  PASSWORD,
  register,
  registration,
  signedInAdmin,
  signedInUser,
  uniqueEmail,
  uniqueIp,
  type AuthTestApp,
} from './auth.test-helpers';

let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const PUBLIC_USER_KEYS = ['_id', 'address', 'country', 'createdAt', 'email', 'isAdmin', 'language', 'name', 'phone', 'profilePicture', 'role'];

describe('POST /api/auth/register', () => {
  it('creates a user account and answers 201 with the public user only', async () => {
    const body = registration({ email: uniqueEmail('Mixed.Case').toUpperCase() });
    const res = await register(t.app, body);
    expect(res.statusCode).toBe(201);
    const json = res.json<{ success: boolean; message: string; user: PublicUser }>();
    expect(json).toMatchObject({ success: true, message: 'Account created successfully!' });
    expect(Object.keys(json.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(json.user).toMatchObject({
      name: 'Jane Doe',
      email: body.email.toLowerCase(),
      role: 'user',
      isAdmin: false,
      profilePicture: '',
      phone: '+94 77 123 4567',
      address: '12 Lake Rd',
      country: 'Sri Lanka',
      language: 'English',
    });
    expect(json.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('ignores role, isAdmin, _id and createdAt in the body (attack: registering as admin)', async () => {
    const body = registration({ role: 'admin', isAdmin: true, _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', createdAt: '2000-01-01T00:00:00.000Z' });
    const res = await register(t.app, body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json<{ user: PublicUser }>();
    expect(user.role).toBe('user');
    expect(user.isAdmin).toBe(false);
    expect(user._id).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(user.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    const signIn = await login(t.app, { email: body.email, password: PASSWORD });
    expect(signIn.json<AuthResponse>().user.role).toBe('user');
  });

  it('answers 409 "Email already registered" for a taken email in any letter case', async () => {
    const body = registration();
    expect((await register(t.app, body)).statusCode).toBe(201);
    const again = await register(t.app, { ...body, email: `  ${body.email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message.toLowerCase()).toContain('email already registered');
  });

  it('checks the password rules and required fields on the server (docs/product/accounts.md#password-rules, docs/architecture.md#passwords-of-8-characters-everywhere)', async () => {
    const weak = await register(t.app, registration({ password: 'abcdefg1' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'Bad Request', message: 'password: Please fix all password requirements before submitting.' });

    const short = await register(t.app, registration({ password: 'Ab#1' }));
    expect(short.statusCode).toBe(400);

    const { country: _country, phone: _phone, ...missing } = registration();
    const res = await register(t.app, missing);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('country: Country is required.');
    expect(res.json<{ message: string }>().message).toContain('phone: Phone number is required.');
  });

  it('keeps a 128-character password whole (no truncation)', async () => {
    const long = `Aa1#${'x'.repeat(124)}`;
    const body = registration({ password: long });
    expect((await register(t.app, body)).statusCode).toBe(201);
    expect((await login(t.app, { email: body.email, password: long })).statusCode).toBe(200);
    expect((await login(t.app, { email: body.email, password: long.slice(0, 72) })).statusCode).toBe(401);
  });

  it("is the admin's add-user call when an admin's token comes with it: name, email, password, role user", async () => {
    const admin = await signedInAdmin(t.app);
    const email = uniqueEmail('added');
    const res = await register(t.app, { name: 'Added', email, password: 'Added-Pass1', role: 'user' }, admin.token);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ user: PublicUser }>().user).toMatchObject({ email, role: 'user', isAdmin: false, country: '' });

    const asAdmin = await register(t.app, { name: 'Sneaky', email: uniqueEmail(), password: 'Added-Pass1', role: 'admin' }, admin.token);
    expect(asAdmin.json<{ user: PublicUser }>().user.role).toBe('user');
  });

  it("does not accept the admin's short form from anyone else", async () => {
    const { token } = await signedInUser(t.app);
    const res = await register(t.app, { name: 'X', email: uniqueEmail(), password: PASSWORD, role: 'user' }, token);
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with success, message, token and user; emails match in any case', async () => {
    const body = registration();
    await register(t.app, body);
    const res = await login(t.app, { email: body.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const json = res.json<AuthResponse>();
    expect(json.success).toBe(true);
    expect(json.message).toEqual(expect.any(String));
    expect(json.user.email).toBe(body.email);
    expect(Object.keys(json.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect((await me(json.token)).json()).toMatchObject({ success: true, data: { email: body.email } });
  });

  it('issues an HS256 token with exp: 12 hours, or 30 days with rememberMe (docs/architecture.md#sign-out-revokes-the-token)', async () => {
    const body = registration();
    await register(t.app, body);
    const short = (await login(t.app, { email: body.email, password: PASSWORD })).json<AuthResponse>().token;
    const long = (await login(t.app, { email: body.email, password: PASSWORD, rememberMe: true })).json<AuthResponse>().token;
    const header = JSON.parse(Buffer.from(short.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const s = decodeJwtPayload(short);
    const l = decodeJwtPayload(long);
    expect((s.exp as number) - (s.iat as number)).toBe(12 * 60 * 60);
    expect((l.exp as number) - (l.iat as number)).toBe(30 * 24 * 60 * 60);
    expect(s.jti).toEqual(expect.any(String));
    expect(s.jti).not.toBe(l.jti);
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const body = registration();
    await register(t.app, body);
    const wrong = await login(t.app, { email: body.email, password: 'Wrong#123' });
    const unknown = await login(t.app, { email: uniqueEmail('nobody'), password: PASSWORD });
    const expected = { success: false, error: 'Unauthorized', message: 'Invalid email or password.' };
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('answers 429 with Retry-After after 5 failed logins for one account from one address within a minute, even with the right password', async () => {
    const body = registration();
    await register(t.app, body);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, { email: body.email, password: `Wrong#${i}xx` }, ip)).statusCode).toBe(401);
    }
    const blocked = await login(t.app, { email: body.email, password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/too many/i) as unknown });

    t.clock.advance(61_000);
    expect((await login(t.app, { email: body.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('does not lock the owner out at their own address when a stranger elsewhere types wrong passwords (issue 9 §4)', async () => {
    const body = registration();
    await register(t.app, body);
    const stranger = uniqueIp();
    for (let i = 0; i < 6; i += 1) await login(t.app, { email: body.email, password: `Wrong#${i}xx` }, stranger);
    expect((await login(t.app, { email: body.email, password: PASSWORD }, stranger)).statusCode).toBe(429);
    expect((await login(t.app, { email: body.email, password: PASSWORD }, uniqueIp())).statusCode).toBe(200);
  });

  it('holds one account to 50 failures an hour from any number of addresses (distributed guessing)', async () => {
    const body = registration();
    await register(t.app, body);
    for (let i = 0; i < 50; i += 1) {
      expect((await login(t.app, { email: body.email, password: `Wrong#${i}xx` }, uniqueIp())).statusCode).toBe(401);
    }
    const blocked = await login(t.app, { email: body.email, password: PASSWORD }, uniqueIp());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    t.clock.advance(60 * 60_000 + 1_000);
    expect((await login(t.app, { email: body.email, password: PASSWORD }, uniqueIp())).statusCode).toBe(200);
  });

  it('lets many people behind one address fail now and then, and stops spraying past 50 failures in 15 minutes', async () => {
    const office = uniqueIp();
    const colleague = registration();
    await register(t.app, colleague);
    // Five typos by five people at the office lock nobody else out.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, { email: uniqueEmail('typo'), password: PASSWORD }, office)).statusCode).toBe(401);
    }
    expect((await login(t.app, { email: colleague.email, password: PASSWORD }, office)).statusCode).toBe(200);
    // Spraying many accounts from one address is stopped at 50 failures.
    for (let i = 5; i < 50; i += 1) {
      expect((await login(t.app, { email: uniqueEmail('guess'), password: PASSWORD }, office)).statusCode).toBe(401);
    }
    const blocked = await login(t.app, { email: colleague.email, password: PASSWORD }, office);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login(t.app, { email: colleague.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('rejects a malformed body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Please fill all fields');
  });
});

describe('tokens', () => {
  it('GET /api/auth/me answers 401 without a token or with a malformed header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authentication required. Please log in again.' });
  });

  it('rejects a token with alg none carrying a real user id and session id', async () => {
    const { token } = await signedInUser(t.app);
    const claims = decodeJwtPayload(token);
    const forged = new UnsecuredJWT({ jti: claims.jti as string })
      .setSubject(claims.sub as string)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(forged.split('.')[2]).toBe('');
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('rejects a tampered token (payload changed, signature kept)', async () => {
    const { token } = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const [header, , signature] = token.split('.');
    const payload = decodeJwtPayload(token);
    const swapped = Buffer.from(JSON.stringify({ ...payload, sub: other.user._id })).toString('base64url');
    expect((await me(`${header}.${swapped}.${signature}`)).statusCode).toBe(401);
    expect((await me(`${token.slice(0, -2)}xx`)).statusCode).toBe(401);
  });

  it('rejects a token signed with another secret, and one without exp', async () => {
    const { token } = await signedInUser(t.app);
    const claims = decodeJwtPayload(token);
    const otherKey = new TextEncoder().encode('a-completely-different-secret-of-enough-length');
    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub as string).setJti(claims.jti as string).setExpirationTime('1h').sign(otherKey);
    expect((await me(foreign)).statusCode).toBe(401);
    const noExp = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub as string).setJti(claims.jti as string).sign(t.app.auth.secret);
    expect((await me(noExp)).statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { token } = await signedInUser(t.app);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('GET /api/auth/signout revokes the token at once; other sessions stay', async () => {
    const { token, email } = await signedInUser(t.app);
    const second = (await login(t.app, { email, password: PASSWORD })).json<AuthResponse>().token;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/signout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) as string });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('GET /api/auth/signout answers success without a token or with a bad one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/signout' })).json()).toMatchObject({ success: true });
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/signout', headers: bearer('not.a.token') });
    expect(bad.statusCode).toBe(200);
  });
});

describe('POST /api/auth/admin', () => {
  const body = () => ({ name: 'New Admin', email: uniqueEmail('newadmin'), password: 'Added-Pass1', role: 'admin' });

  it('answers 401 without a token and 403 for a user (attack: non-admin on an admin call)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/admin', payload: body() })).statusCode).toBe(401);
    const { token } = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin', payload: body(), headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'You do not have permission to do that.' });
  });

  it('lets an admin create an admin account (201) that can sign in as admin', async () => {
    const admin = await signedInAdmin(t.app);
    const payload = body();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin', payload, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, user: { email: payload.email, role: 'admin', isAdmin: true } });
    const signIn = await login(t.app, { email: payload.email, password: payload.password });
    expect(signIn.json<AuthResponse>().user.isAdmin).toBe(true);
  });

  it('checks the admin form (400) and a taken email (409)', async () => {
    const admin = await signedInAdmin(t.app);
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/admin', payload: { ...body(), password: 'short' }, headers: bearer(admin.token) });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe('password: Password must be at least 8 characters');
    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/admin', payload: { ...body(), email: admin.email }, headers: bearer(admin.token) });
    expect(taken.statusCode).toBe(409);
  });
});

describe('GET /api/auth/config and Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('gives googleClientId null', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ googleClientId: null });
  });

  it('answers 404 "Google sign-in is not configured." (a switched-off feature, not a server fault: never a 5xx)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: 'a.b.c' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'Google sign-in is not configured.' });
  });
});

describe('OpenAPI document', () => {
  it('describes every account route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/config',
        '/api/auth/google',
        '/api/auth/signout',
        '/api/auth/me',
        '/api/auth/updateprofile',
        '/api/auth/upload-profile-image',
        '/api/auth/admin',
        '/api/auth/forgot-password',
        '/api/auth/verify-otp',
        '/api/auth/reset-password',
        '/api/users',
        '/api/users/{id}',
      ]),
    );
  });
});
