import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import { MESSAGES } from '@wallart/shared';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { createPasswordHasher, type PasswordHashCost, type PasswordHasher } from '../../lib/passwords';
// Request authentication needs only the sessions module's public face (issue 10).
import { createSessionsService, createTokenSigner, loadJwtSecret, tokenLifetimeSeconds, type SessionsService } from '../../modules/sessions';
import { bearerToken, isAdmin, type SessionUser } from './current-user';

/** Test seams of the auth plugin; production uses the defaults. */
export interface AuthOptions {
  /** The clock (default: real time). Tests move it to expire codes and tokens. */
  now?: () => Date;
  /** Argon2id cost; default DEFAULT_PASSWORD_HASH_COST. Only code can lower it, never the environment. */
  passwordHashCost?: PasswordHashCost;
  /** Google's key set; default: Google's published JWKS. Tests pass a local key set. */
  googleKeys?: JWTVerifyGetKey;
}

export interface AuthKit {
  now(): Date;
  /** The HS256 secret; also keys the recovery-code HMAC. */
  secret: Uint8Array;
  hasher: PasswordHasher;
  sessions: SessionsService;
  googleKeys: JWTVerifyGetKey | undefined;
  /** Opens a session and signs its token (docs/architecture.md#sign-out-revokes-the-token: 30 days with remember-me, else 12 hours). */
  issueToken(userId: string, rememberMe: boolean): Promise<string>;
  /** The caller behind the request's bearer token, or null when there is none or it is not valid. */
  userFromRequest(request: FastifyRequest): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthKit;
    /**
     * Route hook `onRequest: app.authenticate`: 401 unless the request carries a valid, unrevoked
     * token; sets request.user. As an onRequest hook it runs before the body is read or validated,
     * so an anonymous caller gets 401, never a 400 that describes the schema (issue 9 §4).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Route hook `onRequest: app.requireAdmin`: 401 without a valid token, 403 unless the caller is an admin (docs/architecture.md#authorisation-on-the-server). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Tokens and sessions (docs/architecture.md#stack "Auth", §4.9): HS256 JWTs carrying the user id (`sub`) and a
 * session id (`jti`); a token is accepted only while its session row exists, so sign-out, a
 * password change and deleting the user end it at once.
 */
export const authPlugin = fp<AuthOptions>(
  (app, options, done) => {
    const now = options.now ?? (() => new Date());
    const secret = loadJwtSecret(app.config);
    const signer = createTokenSigner(secret);
    const sessions = createSessionsService({ db: app.db });

    const kit: AuthKit = {
      now,
      secret,
      hasher: createPasswordHasher(options.passwordHashCost),
      sessions,
      googleKeys: options.googleKeys,
      async issueToken(userId, rememberMe) {
        const issuedAt = now();
        const expiresAt = new Date(issuedAt.getTime() + tokenLifetimeSeconds(rememberMe) * 1000);
        const sessionId = await sessions.create(userId, expiresAt);
        return signer.sign({ userId, sessionId }, expiresAt, issuedAt);
      },
      async userFromRequest(request) {
        const token = bearerToken(request);
        if (!token) return null;
        const at = now();
        const claims = await signer.verify(token, at);
        if (!claims) return null;
        const user = await sessions.findUser(claims.sessionId, claims.userId, at);
        return user ? { ...user, sessionId: claims.sessionId } : null;
      },
    };

    app.decorate('auth', kit);
    app.decorateRequest('user', null);
    const authenticate = async (request: FastifyRequest) => {
      const user = await kit.userFromRequest(request);
      if (!user) throw unauthorized(MESSAGES.api.unauthorized);
      request.user = user;
      return user;
    };
    const guards = new Set<unknown>([
      async (request: FastifyRequest) => {
        await authenticate(request);
      },
      async (request: FastifyRequest) => {
        if (!isAdmin(await authenticate(request))) throw forbidden(MESSAGES.api.forbidden);
      },
    ]);
    const [authenticateHook, requireAdminHook] = [...guards] as [FastifyInstance['authenticate'], FastifyInstance['requireAdmin']];
    app.decorate('authenticate', authenticateHook);
    app.decorate('requireAdmin', requireAdminHook);
    // The rate limit runs before the token check: the limiter adds its onRequest hook to each route
    // after the route's own, so the guards are moved behind it (a flood of bad tokens is counted).
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat();
      if (!hooks.some((hook) => guards.has(hook))) return;
      route.onRequest = [...hooks.filter((hook) => !guards.has(hook)), ...hooks.filter((hook) => guards.has(hook))];
    });
    done();
  },
  { name: 'auth', dependencies: ['db', 'rate-limit'] },
);
