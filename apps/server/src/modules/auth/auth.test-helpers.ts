import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AuthResponse, PublicUser } from '@wallart/shared';
import { buildTestApp, type TestAppOptions } from '../../test/build-test-app';
import type { PasswordHashCost } from '../../lib/passwords';

/**
 * Helpers for the account tests. Argon2 runs at its smallest cost here (the production default
 * lives in lib/passwords.ts and is untouched); the clock can be moved to expire tokens and codes.
 */
export const FAST_HASH_COST: PasswordHashCost = { memoryCost: 64, timeCost: 1, parallelism: 1 };

/** A password that meets the four sign-up rules (docs/product/accounts.md#password-rules). */
export const PASSWORD = 'Secret#123';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = Date.now()): TestClock {
  let time = start;
  return { now: () => new Date(time), advance: (ms) => void (time += ms) };
}

export interface AuthTestApp {
  app: FastifyInstance;
  clock: TestClock;
}

export async function buildAuthTestApp(options: TestAppOptions = {}): Promise<AuthTestApp> {
  const clock = testClock();
  const app = await buildTestApp({ ...options, auth: { passwordHashCost: FAST_HASH_COST, now: clock.now, ...options.auth } });
  return { app, clock };
}

let counter = 0;
/** A fresh email per call, so tests sharing one app never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.com`;
}

/** A client address per call: the login limit counts per address, so unrelated tests must not share one. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jane Doe',
    email: uniqueEmail(),
    password: PASSWORD,
    address: '12 Lake Rd',
    country: 'Sri Lanka',
    phone: '+94 77 123 4567',
    language: 'English',
    ...overrides,
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function register(app: FastifyInstance, body: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: token ? bearer(token) : {} });
}

export function login(
  app: FastifyInstance,
  body: { email: string; password: string; rememberMe?: boolean },
  ip: string = uniqueIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });
}

/** Registers a user (role user) and signs in; returns the user and a token. */
export async function signedInUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<{ user: PublicUser; token: string; email: string }> {
  const body = registration(overrides);
  const created = await register(app, body);
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`);
  const res = await login(app, { email: body.email, password: body.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const { token, user } = res.json<AuthResponse>();
  return { user, token, email: body.email };
}

/** An admin account (made through the service, as the first admin would be) and its token. */
export async function signedInAdmin(app: FastifyInstance): Promise<{ user: PublicUser; token: string; email: string }> {
  const email = uniqueEmail('admin');
  await app.authService.register({ name: 'Admin', email, password: PASSWORD, role: 'admin' });
  const res = await login(app, { email, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  const { token, user } = res.json<AuthResponse>();
  return { user, token, email };
}

/** The claims of a JWT, read without checking it (to look at exp/iat/jti). */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
