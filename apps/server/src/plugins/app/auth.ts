import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import { MESSAGES } from '@wallart/shared';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { createPasswordHasher, type PasswordHashCost, type PasswordHasher } from '../../modules/auth/passwords';
import { createSessionsService, type SessionUserRow, type SessionsService } from '../../modules/auth/sessions.service';
import { createTokenSigner, loadJwtSecret, tokenLifetimeSeconds } from '../../modules/auth/tokens';

/** The signed-in caller: the account (no password hash) and the session its token belongs to. */
export type SessionUser = SessionUserRow & { sessionId: string };

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
  /** Opens a session and signs its token (DESIGN §4.9: 30 days with remember-me, else 12 hours). */
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
    /** Route hook `onRequest: app.requireAdmin`: 401 without a valid token, 403 unless the caller is an admin (DESIGN §4.1). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate / app.requireAdmin; null on routes without them. */
    user: SessionUser | null;
  }
}

/** The bearer token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller on a route guarded by app.authenticate; throws 401 if the guard was forgotten. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(MESSAGES.api.unauthorized);
  return request.user;
}

export function isAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'admin';
}

/** DESIGN §4.1: a path with a user id is for that user or an admin; 403 for anyone else. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string): SessionUser {
  const user = currentUser(request);
  if (user.id !== userId.toLowerCase() && !isAdmin(user)) throw forbidden(MESSAGES.api.forbidden);
  return user;
}

/**
 * Tokens and sessions (DESIGN §1 "Auth", §4.9): HS256 JWTs carrying the user id (`sub`) and a
 * session id (`jti`); a token is accepted only while its session row exists, so sign-out, a
 * password change and deleting the user end it at once.
 */
export const authPlugin = fp<AuthOptions>(
  (app, options, done) => {
    const now = options.now ?? (() => new Date());
    const secret = loadJwtSecret(app.config);
    const signer = createTokenSigner(secret);
    const sessions = createSessionsService(app.db);

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
