/**
 * The session token lives in localStorage under 'token' (docs/product/site.md#persisted-state), apart from
 * the persisted Redux state, so the API client can read it without touching the store.
 * Storage can throw (privacy modes, quota); a missing store behaves like a signed-out session.
 */
export const SESSION_TOKEN_KEY = 'token';

/**
 * The attribute src/main.tsx sets on <html> before the app starts: 'user' with a stored token,
 * else 'guest'. A prerendered page's visitor-dependent parts are shown by it (lib/prerendering.ts).
 */
export const SESSION_ATTRIBUTE = 'data-session';

export function getSessionToken(): string | null {
  try {
    return localStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setSessionToken(token: string): void {
  try {
    localStorage.setItem(SESSION_TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts only for this page load; nothing else to do.
  }
}

export function clearSessionToken(): void {
  try {
    localStorage.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
