import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_RESEND_COUNTDOWN_SECONDS } from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { passwordResets } from './auth.tables';

/** docs/architecture.md#real-password-recovery: a code lives 10 minutes and allows 5 attempts. */
export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** The reset token from verify-otp lives 15 minutes (ours: time to type a new password twice). */
export const RESET_TOKEN_LIFETIME_MS = 15 * 60_000;

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * The recovery codes and reset tokens of docs/architecture.md#real-password-recovery. A code is stored as HMAC-SHA256 under a key
 * derived from the server secret (4 digits alone would fall to a plain hash at once); a reset
 * token has 256 random bits, so SHA-256 suffices and lets it be found by its hash.
 */
export function createPasswordResetService(db: Db, serverSecret: Uint8Array) {
  const codeKey = createHmac('sha256', serverSecret).update('wallart:password-reset-code').digest();
  const hashCode = (userId: string, code: string) => createHmac('sha256', codeKey).update(`${userId}:${code}`).digest('hex');
  const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

  return {
    /**
     * A new 4-digit code for the user; it replaces any earlier code or reset token. Null when the
     * last code is younger than the resend countdown of the OTP screen (60 s, docs/product/accounts.md#password-recovery): one mail
     * per minute at most, however often the form is sent.
     */
    async issueCode(userId: string, now: Date): Promise<string | null> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const row = {
        userId,
        codeHash: hashCode(userId, code),
        codeExpiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
        attempts: 0,
        resetTokenHash: null,
        resetTokenExpiresAt: null,
        createdAt: now,
      };
      const resendAfter = new Date(now.getTime() - OTP_RESEND_COUNTDOWN_SECONDS * 1000);
      const written = await db
        .insert(passwordResets)
        .values(row)
        .onConflictDoUpdate({ target: passwordResets.userId, set: row, where: lte(passwordResets.createdAt, resendAfter) })
        .returning({ userId: passwordResets.userId });
      return written.length > 0 ? code : null;
    },

    /**
     * Checks a code. Every try, right or wrong, uses one of the 5 attempts, taken atomically before
     * comparing, so parallel guesses cannot exceed the limit. A right code is used up and swapped
     * for a reset token; anything else gives null.
     */
    async exchangeCode(userId: string, code: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(
          and(
            eq(passwordResets.userId, userId),
            lt(passwordResets.attempts, OTP_MAX_ATTEMPTS),
            gt(passwordResets.codeExpiresAt, now),
            sql`${passwordResets.codeHash} is not null`,
          ),
        )
        .returning({ codeHash: passwordResets.codeHash });
      if (!row?.codeHash) return null;
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(hashCode(userId, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;

      const resetToken = randomBytes(32).toString('base64url');
      const [claimed] = await db
        .update(passwordResets)
        .set({
          codeHash: null,
          resetTokenHash: hashToken(resetToken),
          resetTokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
        })
        .where(and(eq(passwordResets.userId, userId), eq(passwordResets.codeHash, row.codeHash)))
        .returning({ userId: passwordResets.userId });
      // Two parallel right answers: only the first one gets a token.
      return claimed ? resetToken : null;
    },

    /** Uses up a reset token: the user id once, then never again (the row is deleted). */
    async consumeResetToken(resetToken: string, now: Date, tx: Db | Tx = db): Promise<string | null> {
      const [row] = await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.resetTokenHash, hashToken(resetToken)), gt(passwordResets.resetTokenExpiresAt, now)))
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },

    /** Drops any pending code or token of the user (after a password change). */
    async clear(userId: string, tx: Db | Tx = db): Promise<void> {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },
  };
}
