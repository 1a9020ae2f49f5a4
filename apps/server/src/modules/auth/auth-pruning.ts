import { and, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteRows, moduleRetentionPlugin } from '../retention';
import { createSessionsService } from '../sessions';
import { loginFailures, passwordResets } from './auth.tables';
import { LONGEST_FAILURE_WINDOW_MS } from './login-limiter';

export interface AuthPruneResult {
  sessions: number;
  loginFailures: number;
  passwordResets: number;
}

/**
 * Deletes what no request can use any more: expired sessions (a user who never signs in again
 * would otherwise keep them for ever; sign-in only clears the user's own), login-failure counters
 * whose window has closed, and recovery rows whose code and reset token have both expired. A dry
 * run counts them and deletes nothing.
 */
export async function pruneAuthRows(db: Db, now: Date, dryRun = false): Promise<AuthPruneResult> {
  const windowClosedBefore = new Date(now.getTime() - LONGEST_FAILURE_WINDOW_MS);
  // Sessions are the sessions module's rows: it deletes them (decision 013).
  const expiredSessions = await createSessionsService({ db }).deleteExpired(now, dryRun);
  const closedWindows = await deleteRows(db, loginFailures, lte(loginFailures.windowStartedAt, windowClosedBefore), dryRun);
  const deadResets = await deleteRows(
    db,
    passwordResets,
    and(lte(passwordResets.codeExpiresAt, now), or(isNull(passwordResets.resetTokenExpiresAt), lte(passwordResets.resetTokenExpiresAt, now))),
    dryRun,
  );
  return { sessions: expiredSessions, loginFailures: closedWindows, passwordResets: deadResets };
}

/** Expired auth rows, pruned every hour by a scheduled job (README "Retention"). */
export const authRetentionPlugin = moduleRetentionPlugin({
  name: 'auth-retention',
  dependencies: ['db'],
  rules: (app) => [
    {
      name: 'auth-rows',
      what: 'expired sessions, closed login-failure windows, spent recovery codes',
      kinds: ['sessions', 'loginFailures', 'passwordResets'],
      cron: '5 * * * *',
      run: async ({ now, dryRun }) => ({ removed: { ...(await pruneAuthRows(app.db, now, dryRun)) } }),
    },
  ],
});
