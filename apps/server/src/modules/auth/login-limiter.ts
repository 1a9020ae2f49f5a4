import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from './auth.tables';

/** A number of failures allowed per key within a fixed window. */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

/** One counter of an attempt: its key (which carries its kind) and the limit it is held to. */
export interface LimitedKey {
  key: string;
  limit: FailureLimit;
}

/**
 * The short lock (issue 9 §4): 5 wrong passwords for one account *from one address* within a
 * minute. Counting the pair, not the account alone, means a stranger elsewhere cannot lock the
 * owner out by typing wrong passwords on purpose.
 */
export const ACCOUNT_ADDRESS_LIMIT: FailureLimit = { max: 5, windowMs: 60_000 };

/**
 * The slow per-account ceiling against guessing spread over many addresses: 50 failures an hour
 * whatever their address. Reaching it takes a stranger on one address at least 10 minutes (the
 * address limit below holds them to 50 per 15 minutes), and then locks the account for the rest
 * of the hour: the price of stopping distributed guessing (docs/product/accounts.md#sign-in).
 */
export const ACCOUNT_CEILING_LIMIT: FailureLimit = { max: 50, windowMs: 60 * 60_000 };

/** Failed sign-ins per address whatever the account (spraying many accounts); max from LOGIN_ADDRESS_FAILURE_MAX. */
export const ADDRESS_WINDOW_MS = 15 * 60_000;

/**
 * Wrong recovery codes per account: each code allows 5 tries and a new code may be sent every
 * minute, so without this a 4-digit code (SPEC) could be guessed in about a day. 10 wrong codes an
 * hour leave a person room for typos and an attacker a 1 in 1,000 chance per hour.
 */
export const RECOVERY_LIMIT: FailureLimit = { max: 10, windowMs: 60 * 60_000 };

/** The longest window of any limit: a counter older than this can be deleted (auth-pruning.ts). */
export const LONGEST_FAILURE_WINDOW_MS = Math.max(
  ACCOUNT_ADDRESS_LIMIT.windowMs,
  ACCOUNT_CEILING_LIMIT.windowMs,
  ADDRESS_WINDOW_MS,
  RECOVERY_LIMIT.windowMs,
);

function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account and the address together (the short lock). */
export function accountAddressLimitKey(email: string, ip: string): string {
  return `account-ip:${normalEmail(email)}|${ip}`;
}

export function accountLimitKey(email: string): string {
  return `account:${normalEmail(email)}`;
}

export function addressLimitKey(ip: string): string {
  return `ip:${ip}`;
}

export function recoveryLimitKey(email: string): string {
  return `recovery:${normalEmail(email)}`;
}

/**
 * The counters of one sign-in (or current-password) attempt: the account from this address (short
 * lock), the account from anywhere (ceiling), and the address for any account (spraying).
 */
export function loginLimitKeys(email: string, ip: string, addressFailureMax: number): LimitedKey[] {
  return [
    { key: accountAddressLimitKey(email, ip), limit: ACCOUNT_ADDRESS_LIMIT },
    { key: accountLimitKey(email), limit: ACCOUNT_CEILING_LIMIT },
    { key: addressLimitKey(ip), limit: { max: addressFailureMax, windowMs: ADDRESS_WINDOW_MS } },
  ];
}

export type FailureCounter = ReturnType<typeof createFailureCounter>;

/**
 * Failures counted per key in a fixed window that starts at the first failure. The counts live in
 * the database so that every server process enforces the same limits (docs/architecture.md#growing-past-one-machine). Keys carry their
 * kind ('account-ip:', 'account:', 'ip:', 'recovery:'), so limits of different lengths never share
 * a counter.
 */
export function createFailureCounter(db: Db) {
  return {
    /** Whole seconds until every counter allows an attempt again, or 0 when it is allowed now. */
    async retryAfterSeconds(keys: LimitedKey[], now: Date): Promise<number> {
      const rows = await db
        .select({ key: loginFailures.key, windowStartedAt: loginFailures.windowStartedAt, count: loginFailures.count })
        .from(loginFailures)
        .where(inArray(loginFailures.key, keys.map((k) => k.key)));
      let opensAt = 0;
      for (const { key, limit } of keys) {
        const row = rows.find((r) => r.key === key);
        if (!row || row.count < limit.max) continue;
        const windowEnds = row.windowStartedAt.getTime() + limit.windowMs;
        if (windowEnds > now.getTime()) opensAt = Math.max(opensAt, windowEnds);
      }
      return opensAt === 0 ? 0 : Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
    },

    /** Counts one failure for every key; a key whose window has passed starts a new window. */
    async recordFailure(keys: LimitedKey[], now: Date): Promise<void> {
      const nowText = now.toISOString();
      for (const { key, limit } of keys) {
        const expired = sql`${loginFailures.windowStartedAt} <= ${nowText}::timestamptz - interval '${sql.raw(String(limit.windowMs))} milliseconds'`;
        await db
          .insert(loginFailures)
          .values({ key, windowStartedAt: now, count: 1 })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
              windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginFailures.windowStartedAt} end`,
            },
          });
      }
    },

    /**
     * Clears one counter. A successful sign-in clears only the account-from-this-address count:
     * never the address's (one good account would unlock spraying) nor the account's ceiling.
     */
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

