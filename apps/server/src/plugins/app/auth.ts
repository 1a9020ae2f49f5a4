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
    /**
     * Route hook `onRequest: app.authenticateIfToken`: a request without a token goes on as a guest
     * (request.user null); one with a token must carry a valid one (401 otherwise), so a stale
     * token never silently turns a user into a guest.
     */
    authenticateIfToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Route hook `onRequest: app.identifyCaller`: sets request.user when the request carries a
     * valid token, and refuses nothing (a missing or stale token leaves request.user null).
     */
    identifyCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * `app.guardRoutes(app.requireAdmin)` in a routes plugin: the guard as an onRequest hook of every
     * route the plugin registers after it (`app.addHook('onRequest', guard)`), known as their guard
     * for the OpenAPI document.
     */
    guardRoutes(guard: FastifyInstance['authenticate']): void;
    /** The guard guardRoutes set in this plugin's scope, or null. */
    routesGuard: FastifyInstance['authenticate'] | null;
  }
}

/**
 * An operation's `security` in the OpenAPI document (decision 069), written by the hook below from
 * the route's guard, so the document and the guard cannot disagree: a token needed, a token
 * optional (`{}` is "none"), or public.
 */
type OpenApiSecurity = Record<string, string[]>[];
export const BEARER_SECURITY: OpenApiSecurity = [{ bearerAuth: [] }];
export const OPTIONAL_BEARER_SECURITY: OpenApiSecurity = [{}, { bearerAuth: [] }];
export const PUBLIC_SECURITY: OpenApiSecurity = [];

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
    const authenticateHook: FastifyInstance['authenticate'] = async (request) => {
      await authenticate(request);
    };
    const requireAdminHook: FastifyInstance['requireAdmin'] = async (request) => {
      if (!isAdmin(await authenticate(request))) throw forbidden(MESSAGES.api.forbidden);
    };
    const authenticateIfTokenHook: FastifyInstance['authenticateIfToken'] = async (request) => {
      if (bearerToken(request) !== null) await authenticate(request);
    };
    const identifyCallerHook: FastifyInstance['identifyCaller'] = async (request) => {
      request.user = await kit.userFromRequest(request);
    };
    app.decorate('authenticate', authenticateHook);
    app.decorate('requireAdmin', requireAdminHook);
    app.decorate('authenticateIfToken', authenticateIfTokenHook);
    app.decorate('identifyCaller', identifyCallerHook);
    app.decorate('routesGuard', null);
    app.decorate('guardRoutes', function (this: FastifyInstance, guard: FastifyInstance['authenticate']) {
      this.addHook('onRequest', guard);
      // The plugin's own instance: its routes see it, its parents and siblings do not.
      this.routesGuard = guard;
    });
    /** What each hook asks of the caller, as the route's OpenAPI `security`. */
    const securityOf = new Map<unknown, OpenApiSecurity>([
      [authenticateHook, BEARER_SECURITY],
      [requireAdminHook, BEARER_SECURITY],
      [authenticateIfTokenHook, OPTIONAL_BEARER_SECURITY],
      [identifyCallerHook, OPTIONAL_BEARER_SECURITY],
    ]);
    /**
     * The hooks run behind the rate limit. authenticateIfToken keeps the place of the images routes'
     * own hook it replaced (before the limiter); identifyCaller replaced a lookup in the handler
     * (after it).
     */
    const guards = new Set<unknown>([authenticateHook, requireAdminHook, identifyCallerHook]);
    app.addHook('onRoute', function (route) {
      const hooks = [route.onRequest ?? []].flat();
      const security = [this.routesGuard, ...hooks].map((hook) => securityOf.get(hook)).find((found) => found !== undefined) ?? PUBLIC_SECURITY;
      route.schema = { ...route.schema, security };
      // The rate limit runs before the token check: the limiter adds its onRequest hook to each route
      // after the route's own, so the guards are moved behind it (a flood of bad tokens is counted).
      if (!hooks.some((hook) => guards.has(hook))) return;
      route.onRequest = [...hooks.filter((hook) => !guards.has(hook)), ...hooks.filter((hook) => guards.has(hook))];
    });
    done();
  },
  { name: 'auth', dependencies: ['db', 'rate-limit'] },
);
