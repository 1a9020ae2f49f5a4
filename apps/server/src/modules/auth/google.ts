import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Google's signing keys and the two issuer spellings its ID tokens use. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** What we take from a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export type GoogleVerifier = (credential: string, now: Date) => Promise<GoogleIdentity | null>;

/**
 * Verifies a Google ID token (docs/architecture.md#google-id-tokens-verified): Google's signature (RS256), our client id as audience,
 * Google as issuer, not expired, and a verified email. Anything else gives null. `keys` replaces
 * Google's published key set (tests pass a local one, so no network is used).
 */
export function createGoogleVerifier(clientId: string, keys?: JWTVerifyGetKey): GoogleVerifier {
  const getKey = keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
  return async (credential, now) => {
    try {
      const { payload } = await jwtVerify(credential, getKey, {
        algorithms: ['RS256'],
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        requiredClaims: ['exp', 'sub', 'email'],
        currentDate: now,
      });
      const { sub, email, name } = payload as { sub?: unknown; email?: unknown; name?: unknown };
      // Google sends a boolean; older tokens carried the string 'true'.
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (!verified || typeof sub !== 'string' || typeof email !== 'string') return null;
      return { sub, email: email.trim().toLowerCase(), name: typeof name === 'string' ? name.trim() : '' };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  };
}
