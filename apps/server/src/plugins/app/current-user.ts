import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@wallart/shared';
import { forbidden, unauthorized } from '../../lib/http-errors';
import type { UserRow } from '../../db/schema';

/**
 * What a route handler asks about its caller. Kept apart from the auth plugin (auth.ts) on
 * purpose: route files import this, the plugin imports the sessions module, and the sessions
 * module imports the users module, whose routes import this; with one file that would be a cycle.
 * It imports no module either, not even a type (decision 069): the caller's row type comes from
 * the schema, as the sessions module's `SessionUserRow` does.
 */

/** The signed-in caller: the account (no password hash) and the session its token belongs to. */
export type SessionUser = Omit<UserRow, 'passwordHash'> & { sessionId: string };

declare module 'fastify' {
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

/** docs/architecture.md#authorisation-on-the-server: a path with a user id is for that user or an admin; 403 for anyone else. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string): SessionUser {
  const user = currentUser(request);
  if (user.id !== userId.toLowerCase() && !isAdmin(user)) throw forbidden(MESSAGES.api.forbidden);
  return user;
}
