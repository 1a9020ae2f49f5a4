/**
 * The sessions module's public face: the small API request authentication (plugins/app/auth.ts)
 * and the auth module need — session rows behind tokens, and the signing of those tokens.
 * It has no routes and no service plugin of its own: the auth plugin, which runs before every
 * module, builds the sessions service and exposes it as `app.auth.sessions`.
 */
export { createSessionsService, type SessionsService, type SessionUserRow } from './sessions.service';
export { sessions } from './sessions.tables';
export {
  createTokenSigner,
  loadJwtSecret,
  REMEMBER_ME_TOKEN_LIFETIME_SECONDS,
  SESSION_TOKEN_LIFETIME_SECONDS,
  tokenLifetimeSeconds,
  type TokenClaims,
} from './tokens';

export const sessionsModule = { name: 'sessions' } as const;
