import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
// eslint-disable-next-line wallart/server-modules -- the per-request token check joins a session to its user in one indexed lookup; the one exception decision 038 keeps
import { users, type UserRow } from '../users';
import { deleteRows } from '../retention';
import { sessions } from './sessions.tables';

/** A signed-in user as the token check sees it: the account without its password hash. */
export type SessionUserRow = Omit<UserRow, 'passwordHash'>;

const { passwordHash: _passwordHash, ...userColumnsWithoutHash } = getTableColumns(users);

export type SessionsService = ReturnType<typeof createSessionsService>;

/** Server-side sessions behind the tokens (docs/architecture.md#sign-out-revokes-the-token): a token works only while its row exists. */
export interface SessionsServiceDeps {
  db: Db;
}

export function createSessionsService({ db }: SessionsServiceDeps) {
  // Every signed-in request runs this: built once and prepared by name, so neither Drizzle nor
  // PostgreSQL plans its text again (issue 39's checkout CPU).
  const sessionUser = db
    .select(userColumnsWithoutHash)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');

  return {
    /** Opens a session for the user and returns its id, which the token carries as `jti`. */
    async create(userId: string, expiresAt: Date, tx: Db | Tx = db): Promise<string> {
      const id = randomBytes(18).toString('base64url');
      await tx.insert(sessions).values({ id, userId, expiresAt });
      return id;
    },

    /**
     * The user behind a live session, in one indexed lookup (session primary key joined to the
     * user primary key); undefined when the session was revoked, expired or belongs to someone else.
     */
    async findUser(sessionId: string, userId: string, now: Date): Promise<SessionUserRow | undefined> {
      const [row] = await sessionUser.execute({ sessionId, userId, now: now.toISOString() });
      return row;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /**
     * Deletes every session that has expired by `now` (a user who never signs in again would
     * otherwise keep them for ever); returns how many (a dry run counts them). The auth module's retention rule calls it.
     */
    async deleteExpired(now: Date, dryRun = false): Promise<number> {
      return deleteRows(db, sessions, lte(sessions.expiresAt, now), dryRun);
    },

    /** Ends every session of the user, except `keepSessionId` when given (the one changing the password). */
    async revokeAllForUser(userId: string, keepSessionId?: string, tx: Db | Tx = db): Promise<void> {
      await tx
        .delete(sessions)
        .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
    },
  };
}
