import { periodicTaskPlugin } from '../../plugins/app/periodic-task';
import { and, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createSessionsService } from '../sessions';
import { loginFailures, passwordResets } from './auth.tables';
import { LONGEST_FAILURE_WINDOW_MS } from './login-limiter';

/** How often the server removes rows that can no longer matter. */
export const AUTH_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface AuthPruneResult {
  sessions: number;
  loginFailures: number;
  passwordResets: number;
}

/**
 * Deletes what no request can use any more: expired sessions (a user who never signs in again
 * would otherwise keep them for ever; sign-in only clears the user's own), login-failure counters
 * whose window has closed, and recovery rows whose code and reset token have both expired.
 */
export async function pruneAuthRows(db: Db, now: Date): Promise<AuthPruneResult> {
  const windowClosedBefore = new Date(now.getTime() - LONGEST_FAILURE_WINDOW_MS);
  // Sessions are the sessions module's rows: it deletes them (decision 013).
  const expiredSessions = await createSessionsService({ db }).deleteExpired(now);
  const closedWindows = await db
    .delete(loginFailures)
    .where(lte(loginFailures.windowStartedAt, windowClosedBefore))
    .returning({ key: loginFailures.key });
  const deadResets = await db
    .delete(passwordResets)
    .where(
      and(
        lte(passwordResets.codeExpiresAt, now),
        or(isNull(passwordResets.resetTokenExpiresAt), lte(passwordResets.resetTokenExpiresAt, now)),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return { sessions: expiredSessions, loginFailures: closedWindows.length, passwordResets: deadResets.length };
}

/** Prunes once the server is ready, then every hour; the timer never keeps the process alive. */
export const authPruningPlugin = periodicTaskPlugin({
  name: 'auth-pruning',
  dependencies: ['db'],
  intervalMs: AUTH_PRUNE_INTERVAL_MS,
  what: 'expired auth rows',
  run: (app, now) => pruneAuthRows(app.db, now),
});
