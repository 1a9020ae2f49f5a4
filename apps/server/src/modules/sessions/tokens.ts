import { randomBytes, webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

/** The one accepted algorithm (docs/architecture.md#stack "Auth": HS256 pinned, so `alg: none` or RS256 tricks fail). */
const ALGORITHM = 'HS256';

/** docs/architecture.md#sign-out-revokes-the-token: remember-me gives 30 days, otherwise 12 hours. */
export const REMEMBER_ME_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export function tokenLifetimeSeconds(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_TOKEN_LIFETIME_SECONDS : SESSION_TOKEN_LIFETIME_SECONDS;
}

/** What a valid token says: whose it is and which session row backs it. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * The HS256 key: JWT_SECRET when set, otherwise a random secret generated once into
 * `<DATA_DIR>/jwt-secret` (mode 0600) and reused on every start. Creating the file with `wx` makes
 * two processes starting together agree on one secret: the loser reads the winner's file.
 */
export function loadJwtSecret(config: { jwtSecret: string | undefined; dataDir: string }): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  return new TextEncoder().encode(secret);
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date, now: Date): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, other alg, expired, malformed). */
  verify(token: string, now: Date): Promise<TokenClaims | null>;
}

/**
 * Verified tokens remembered (by their full text) until they expire, so a signed-in visitor's
 * every request does not pay for the HMAC again: a token's signature, algorithm and claims never
 * change, only whether it has expired, which is checked on every use. Whether its session still
 * exists is the caller's check (sessions.findUser), made on every request as before. Bounded:
 * past `VERIFIED_TOKENS_MAX` the oldest entry goes.
 */
export const VERIFIED_TOKENS_MAX = 10_000;

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  // Imported once (jose would import raw bytes again on every call).
  let key: Promise<webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (key ??= webcrypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  // jose's rule: a token is expired once `exp` <= now, in whole seconds.
  const live = (exp: number, now: Date) => exp > Math.floor(now.getTime() / 1000);

  return {
    async sign({ userId, sessionId }, expiresAt, now) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await hmacKey());
    },

    async verify(token, now) {
      const known = verified.get(token);
      if (known) {
        if (live(known.exp, now)) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'sub', 'jti'],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        const claims = { userId: payload.sub, sessionId: payload.jti };
        verified.set(token, { claims, exp: payload.exp });
        if (verified.size > VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
        return claims;
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
