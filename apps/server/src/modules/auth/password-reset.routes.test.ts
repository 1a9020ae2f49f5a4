import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@wallart/shared';
import { readOutbox } from '../../plugins/app/mail';
import { passwordResets } from './auth.tables';
import { bearer, buildAuthTestApp, login, PASSWORD, signedInUser, uniqueEmail, type AuthTestApp } from './auth.test-helpers';

/** Password recovery for real (docs/architecture.md#real-password-recovery), reading the codes from the outbox as a user reads their mail. */
let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const NEW_PASSWORD = 'Brand-new#456';
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });
const forgot = (email: string) => post('forgot-password', { email });
const verify = (email: string, otp: string) => post('verify-otp', { email, otp });
const reset = (resetToken: string, password = NEW_PASSWORD) => post('reset-password', { resetToken, password });

/** The codes mailed to `email`, oldest first. */
async function codesFor(email: string): Promise<string[]> {
  await t.app.authService.flushMail();
  const mails = await readOutbox(t.app.config.dataDir);
  return mails
    .filter((m) => m.raw.includes(`To: ${email}`))
    .map((m) => /verification code is (\d{4})\b/.exec(m.raw)?.[1])
    .filter((code): code is string => code !== undefined);
}

async function requestCode(email: string): Promise<string> {
  const before = (await codesFor(email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const codes = await codesFor(email);
  expect(codes).toHaveLength(before + 1);
  return codes.at(-1)!;
}

/** A 4-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/auth/forgot-password', () => {
  it('gives the same answer for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `If an account exists for ${email}, a verification code has been sent to your email.`,
    });
    expect(await codesFor(email)).toEqual([]);
  });

  it('mails a 4-digit code to an existing account and keeps only its hash', async () => {
    const { email, user } = await signedInUser(t.app);
    const res = await forgot(email.toUpperCase());
    expect(res.json()).toEqual({
      success: true,
      message: `If an account exists for ${email}, a verification code has been sent to your email.`,
    });
    const [code] = await codesFor(email);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, user._id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });
});

describe('verify-otp and reset-password', () => {
  it('recovers the account: code -> reset token -> new password; old password and old sessions stop working', async () => {
    const { email, token } = await signedInUser(t.app);
    const code = await requestCode(email);

    const wrong = await verify(email, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Bad Request', message: 'Invalid OTP. Please try again.' });

    const ok = await verify(email, code);
    expect(ok.statusCode).toBe(200);
    const { resetToken } = ok.json<{ success: boolean; resetToken: string }>();
    expect(ok.json()).toEqual({ success: true, resetToken: expect.any(String) as string });

    // Issue 9 §4: a common password is refused, and the token still works for a better one.
    const common = await reset(resetToken, 'Welcome1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'Bad Request', message: MESSAGES.input.passwordTooCommon });

    const done = await reset(resetToken);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Password updated successfully!' });

    expect((await login(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t.app, { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('accepts a code once, and a reset token once (attack: reset token reused)', async () => {
    const { email } = await signedInUser(t.app);
    const code = await requestCode(email);
    const { resetToken } = (await verify(email, code)).json<{ resetToken: string }>();
    expect((await verify(email, code)).statusCode).toBe(400);
    expect((await reset(resetToken)).statusCode).toBe(200);
    const again = await reset(resetToken, 'Another#789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Bad Request', message: 'Your reset session has expired. Please start again.' });
    expect((await login(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses the right code after 5 wrong attempts (attempts exhausted)', async () => {
    const { email } = await signedInUser(t.app);
    const code = await requestCode(email);
    for (let i = 1; i <= 5; i += 1) {
      expect((await verify(email, String((Number(code) + i) % 10_000).padStart(4, '0'))).statusCode).toBe(400);
    }
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Invalid OTP. Please try again.');
  });

  it('refuses even a fresh right code after 10 wrong ones within the hour (attack: guessing across new codes)', async () => {
    const { email } = await signedInUser(t.app);
    const first = await requestCode(email);
    for (let i = 1; i <= 5; i += 1) expect((await verify(email, otherCode(String(Number(first) + i)))).statusCode).toBe(400);
    t.clock.advance(61_000);
    const second = await requestCode(email);
    for (let i = 1; i <= 5; i += 1) expect((await verify(email, otherCode(String(Number(second) + i)))).statusCode).toBe(400);
    t.clock.advance(61_000);
    const third = await requestCode(email);
    const refused = await verify(email, third);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Invalid OTP. Please try again.');

    // An hour on, the owner gets in with a new code.
    t.clock.advance(60 * 60_000);
    const fourth = await requestCode(email);
    expect((await verify(email, fourth)).statusCode).toBe(200);
  });

  it('refuses a code older than 10 minutes (expired OTP)', async () => {
    const { email } = await signedInUser(t.app);
    const code = await requestCode(email);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('accepts a code just inside its 10 minutes', async () => {
    const { email } = await signedInUser(t.app);
    const code = await requestCode(email);
    t.clock.advance(9 * 60_000);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('replaces the old code with a new request, and mails at most one code a minute', async () => {
    const { email } = await signedInUser(t.app);
    let first = await requestCode(email);
    expect((await forgot(email)).statusCode).toBe(200);
    expect(await codesFor(email)).toHaveLength(1);

    t.clock.advance(61_000);
    let second = await requestCode(email);
    // One draw in 10 000 repeats the code; draw again so the check means something.
    while (second === first) {
      first = second;
      t.clock.advance(61_000);
      second = await requestCode(email);
    }
    expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('refuses a reset token after 15 minutes', async () => {
    const { email } = await signedInUser(t.app);
    const code = await requestCode(email);
    const { resetToken } = (await verify(email, code)).json<{ resetToken: string }>();
    t.clock.advance(15 * 60_000 + 1000);
    expect((await reset(resetToken)).statusCode).toBe(400);
  });

  it('checks the inputs: code format, unknown email, bad token, short password', async () => {
    expect((await verify(uniqueEmail(), '1234')).json()).toEqual({ error: 'Bad Request', message: 'Invalid OTP. Please try again.' });
    const malformed = await verify(uniqueEmail(), '12a4');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('otp: Invalid OTP. Please try again.');
    expect((await reset('not-a-token')).statusCode).toBe(400);
    const short = await reset('not-a-token', 'short');
    expect(short.json<{ message: string }>().message).toBe('password: Password must be at least 8 characters.');
  });
});
