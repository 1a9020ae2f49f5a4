import type { InjectOptions } from 'fastify';
import { MESSAGES } from '@wallart/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildAuthTestApp,
  PASSWORD,
  register,
  registration,
  signedInAdmin,
  signedInUser,
  uniqueEmail,
  type AuthTestApp,
} from '../modules/auth/auth.test-helpers';
import { clientErrorResponse } from '../plugins/app/early-errors';
import { securityHeaders } from '../plugins/external/helmet';
import { buildTestApp } from './build-test-app';

// Issue 9 §2 and §4: what the attack run found, each as a regression test.
let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const updateProfile = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/updateprofile', payload: payload as object, headers: bearer(token) });

describe('common passwords are refused wherever a password is set', () => {
  it('at sign-up, change-password and admin add-user, with a clear message', async () => {
    for (const password of ['Password1', 'Qwerty123', 'Welcome1']) {
      const res = await register(t.app, registration({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ error: 'Bad Request', message: MESSAGES.input.passwordTooCommon });
    }

    const { token } = await signedInUser(t.app);
    const change = await updateProfile(token, { currentPassword: PASSWORD, password: 'Qwerty123' });
    expect(change.statusCode).toBe(400);
    expect(change.json<{ message: string }>().message).toBe(MESSAGES.input.passwordTooCommon);
    // The shape rules hold at change-password too: '12345678' was accepted before issue 9.
    const digits = await updateProfile(token, { currentPassword: PASSWORD, password: '12345678' });
    expect(digits.statusCode).toBe(400);
    expect(digits.json<{ message: string }>().message).toContain(MESSAGES.input.passwordRules);

    const admin = await signedInAdmin(t.app);
    const added = await register(t.app, { name: 'Added', email: uniqueEmail(), password: 'Password1', role: 'user' }, admin.token);
    expect(added.statusCode).toBe(400);
    const adminAdded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin',
      payload: { name: 'Boss', email: uniqueEmail(), password: 'Welcome1' },
      headers: bearer(admin.token),
    });
    expect(adminAdded.statusCode).toBe(400);
    expect(adminAdded.json<{ message: string }>().message).toBe(MESSAGES.input.passwordTooCommon);
  });
});

describe('look-alike emails do not open a second account', () => {
  it('normalises fullwidth letters and refuses invisible characters and mixed alphabets', async () => {
    const email = uniqueEmail('lookalike');
    expect((await register(t.app, registration({ email }))).statusCode).toBe(201);
    const fullwidth = email.replace('l', 'ｌ').replace('o', 'ｏ');
    expect((await register(t.app, registration({ email: fullwidth }))).statusCode).toBe(409);
    for (const [variant, message] of [
      [email.replace('@', '\u200b@'), MESSAGES.input.emailInvisible],
      [email.replace('@', '\u00ad@'), MESSAGES.input.emailInvisible],
      [email.replace('@', '\u0336@'), MESSAGES.input.emailInvisible],
      [email.replace('a', '\u0430'), MESSAGES.input.emailMixedScript],
    ] as const) {
      const res = await register(t.app, registration({ email: variant }));
      expect(res.statusCode, JSON.stringify(variant)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });
});

describe('protected routes check the token before the body or params', () => {
  it('answers an anonymous caller 401 whatever it sends', async () => {
    const cases: InjectOptions[] = [
      { method: 'PUT', url: '/api/auth/updateprofile', payload: { name: 42, phone: 'x' } },
      { method: 'GET', url: '/api/users/not-an-id' },
      { method: 'DELETE', url: '/api/users/not-an-id' },
      { method: 'POST', url: '/api/auth/admin', payload: { nonsense: true } },
      { method: 'POST', url: '/api/auth/upload-profile-image', payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, JSON.stringify([c.method, c.url])).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: MESSAGES.api.unauthorized });
    }
  });
});

describe('Cache-Control: no-store on answers that carry a token or personal data', () => {
  it('is set on /api/auth/*, /api/users and the studio’s records, errors included, and not on public lists', async () => {
    const { token } = await signedInUser(t.app);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: 'nope' } }),
      await t.app.inject({ method: 'GET', url: '/api/users' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@example.com' } }),
      // The studio's records: the customer's walls, designs and artwork.
      await t.app.inject({ method: 'GET', url: '/api/walls', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: '/api/images', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: '/api/images/0123456789abcdef01234567' }),
      await t.app.inject({ method: 'GET', url: '/api/designs/0123456789abcdef01234567', headers: bearer(token) }),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/packages' })).headers['cache-control']).not.toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/walls/defaults' })).headers['cache-control']).toBe('public, max-age=300');
  });
});

describe("Fastify's and Node's early answers", () => {
  it('a URL that cannot be decoded is a 400 in our shape with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'The address of the request is not a valid URL.' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a request time-out on the socket is a 408 in our shape with the security headers', () => {
    const raw = clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT', securityHeaders(undefined));
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toContain('content-security-policy: ');
    expect(head).toContain('x-content-type-options: nosniff');
    expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({ error: 'Request Timeout', message: expect.any(String) as string });
    expect(clientErrorResponse('HPE_INVALID_METHOD', {})).toMatch(/^HTTP\/1\.1 400 Bad Request/);
  });

  it('a body too large and bad JSON keep the error shape and the security headers', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(1024 * 1024 + 10)}"}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'Payload Too Large' });
    expect(big.headers['x-content-type-options']).toBe('nosniff');
    const bad = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"x":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request' });
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limits (issue 9 §2)', () => {
  it('never count page loads, static files or /uploads, while the API keeps its budget', async () => {
    const app = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      for (let i = 0; i < 10; i += 1) {
        for (const url of ['/', '/dashboard', '/favicon.ico', '/assets/app-123.js', '/uploads/0123456789abcdef01234567.webp']) {
          expect((await app.inject({ method: 'GET', url })).statusCode, url).not.toBe(429);
        }
      }
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/packages' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // A monitor's health checks from one address are not refused, nor counted.
      for (const url of ['/api/health', '/api/health/ready', '/api/health?probe=1']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('hold registration to ACCOUNT_RATE_LIMIT_MAX per address, in our 429 shape with Retry-After', async () => {
    const app = await buildTestApp({ env: { ACCOUNT_RATE_LIMIT_MAX: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push(await register(app, registration({ password: 'Xyz-not-common-1' })));
      expect(statuses.map((r) => r.statusCode)).toEqual([201, 201, 429]);
      const limited = statuses[2]!;
      expect(limited.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) as string });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      // The recovery calls share their own counter, not registration's.
      expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@example.com' } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
