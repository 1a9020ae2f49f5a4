import { and, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from './auth.tables';

/** A number of failures allowed per key within a fixed window. */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

/** Issue "Accounts": after 5 failed logins for an account or an address within a minute, answer 429. */
export const LOGIN_LIMIT: FailureLimit = { max: 5, windowMs: 60_000 };

/**
 * Wrong recovery codes per account: each code allows 5 tries and a new code may be sent every
 * minute, so without this a 4-digit code (SPEC) could be guessed in about a day. 10 wrong codes an
 * hour leave a person room for typos and an attacker a 1 in 1,000 chance per hour.
 */
export const RECOVERY_LIMIT: FailureLimit = { max: 10, windowMs: 60 * 60_000 };

/** The longest window of any limit: a counter older than this can be deleted (auth-pruning.ts). */
export const LONGEST_FAILURE_WINDOW_MS = Math.max(LOGIN_LIMIT.windowMs, RECOVERY_LIMIT.windowMs);

/** The counter keys of one sign-in attempt: the account (by email) and the client address. */
export function loginLimitKeys(email: string, ip: string): [account: string, address: string] {
  return [accountLimitKey(email), `ip:${ip}`];
}

export function accountLimitKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export function recoveryLimitKey(email: string): string {
  return `recovery:${email.trim().toLowerCase()}`;
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/**
 * Failures counted per key in a fixed window that starts at the first failure. The counts live in
 * the database so that every server process enforces the same limit (DESIGN §6). Keys carry their
 * kind ('account:', 'ip:', 'recovery:'), so limits of different lengths never share a counter.
 */
export function createLoginLimiter(db: Db, limit: FailureLimit = LOGIN_LIMIT) {
  return {
    /** Whole seconds until the next attempt is allowed, or 0 when it is allowed now. */
    async retryAfterSeconds(keys: string[], now: Date): Promise<number> {
      const windowOpenSince = new Date(now.getTime() - limit.windowMs);
      const blocked = await db
        .select({ windowStartedAt: loginFailures.windowStartedAt })
        .from(loginFailures)
        .where(
          and(
            inArray(loginFailures.key, keys),
            gt(loginFailures.windowStartedAt, windowOpenSince),
            gte(loginFailures.count, limit.max),
          ),
        );
      if (blocked.length === 0) return 0;
      const opensAt = Math.max(...blocked.map((row) => row.windowStartedAt.getTime() + limit.windowMs));
      return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
    },

    /** Counts one failure for every key; a key whose window has passed starts a new window. */
    async recordFailure(keys: string[], now: Date): Promise<void> {
      const nowText = now.toISOString();
      const expired = sql`${loginFailures.windowStartedAt} <= ${nowText}::timestamptz - interval '${sql.raw(String(limit.windowMs))} milliseconds'`;
      await db
        .insert(loginFailures)
        .values(keys.map((key) => ({ key, windowStartedAt: now, count: 1 })))
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginFailures.windowStartedAt} end`,
          },
        });
    },

    /** A successful sign-in clears the account's count (never the address's: that would let one good account unlock guessing). */
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
    },
  };
}
