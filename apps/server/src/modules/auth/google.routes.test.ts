import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@wallart/shared';
import { bearer, buildAuthTestApp, PASSWORD, register, registration, uniqueEmail, type AuthTestApp } from './auth.test-helpers';

/**
 * Google sign-in (docs/architecture.md#google-id-tokens-verified) against a locally generated key set standing in for Google's JWKS,
 * so no network is used. The tokens are signed like Google's: RS256 with a key id.
 */
const CLIENT_ID = 'test-client.apps.googleusercontent.com';

let t: AuthTestApp;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let sub = 0;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  t = await buildAuthTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID }, auth: { googleKeys: createLocalJWKSet({ keys: [jwk] }) } });
});
afterAll(async () => {
  await t.app.close();
});

/** A Google-style ID token; `claims` override the defaults (a valid token for a new verified user). */
function idToken(claims: JWTPayload = {}, key: CryptoKey = googleKey): Promise<string> {
  sub += 1;
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const payload: JWTPayload = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: String(100000 + sub),
    iat: now,
    exp: now + 3600,
    email: uniqueEmail('g'),
    email_verified: true,
    name: 'Gina Google',
    ...claims,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'google-1' }).sign(key);
}

const google = (credential: string) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

describe('POST /api/auth/google', () => {
  it('GET /api/auth/config gives the client id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates an account for a new verified Google user and signs in to the same one next time', async () => {
    const email = uniqueEmail('New.Google').toUpperCase();
    const first = await google(await idToken({ email, sub: 'google-sub-fixed-1' }));
    expect(first.statusCode).toBe(200);
    const body = first.json<AuthResponse>();
    expect(body).toMatchObject({ success: true, user: { email: email.toLowerCase(), name: 'Gina Google', role: 'user', isAdmin: false } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ data: { _id: body.user._id } });

    const again = await google(await idToken({ email, sub: 'google-sub-fixed-1' }));
    expect(again.json<AuthResponse>().user._id).toBe(body.user._id);
  });

  it('signs in to the existing account with the same email (accepts the bare issuer spelling too)', async () => {
    const account = registration();
    const created = await register(t.app, account);
    const id = created.json<{ user: { _id: string } }>().user._id;
    const res = await google(await idToken({ email: account.email, iss: 'accounts.google.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().user).toMatchObject({ _id: id, name: 'Jane Doe', country: 'Sri Lanka' });
  });

  it('takes an account opened in the email owner\'s name away from whoever opened it', async () => {
    // Someone registers the owner's address with their own password and signs in...
    const account = registration();
    await register(t.app, account);
    const squatter = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } });
    const squatterToken = squatter.json<AuthResponse>().token;
    // ...then the owner, whose address Google vouches for, signs in with Google.
    const owner = await google(await idToken({ email: account.email }));
    expect(owner.statusCode).toBe(200);
    // The squatter's session and password no longer work; the owner's session does.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(squatterToken) })).statusCode).toBe(401);
    const retry = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } });
    expect(retry.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.json<AuthResponse>().token) })).statusCode).toBe(200);
  });

  it('does not hand an account linked to one Google id to another Google id with the same email', async () => {
    const email = uniqueEmail('linked');
    expect((await google(await idToken({ email, sub: 'google-sub-a' }))).statusCode).toBe(200);
    expect((await google(await idToken({ email, sub: 'google-sub-b' }))).statusCode).toBe(401);
  });

  it.each([
    ['a wrong audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['an unverified email', () => idToken({ email_verified: false })],
    ['a wrong issuer', () => idToken({ iss: 'https://evil.example.com' })],
    ['an expired token', () => idToken({ exp: Math.floor(t.clock.now().getTime() / 1000) - 10 })],
    ['a key Google does not have', () => idToken({}, strangerKey)],
  ])('refuses %s with 401 and creates no account', async (_name, make) => {
    const token = await make();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { email: string };
    const res = await google(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Google sign-in failed. Please try again.' });
    expect(await t.app.usersService.findByEmail(claims.email)).toBeUndefined();
  });

  it('refuses an HS256 token and garbage', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const hs = await new SignJWT({ iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '1', exp: now + 60, email: uniqueEmail(), email_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(CLIENT_ID));
    expect((await google(hs)).statusCode).toBe(401);
    expect((await google('not-a-jwt')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: {} })).statusCode).toBe(400);
  });
});
