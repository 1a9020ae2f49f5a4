import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { localeOfLanguage, MESSAGES, type Locale, type UserRole } from '@wallart/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, tooManyRequests } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import type { AuthKit } from '../../plugins/app/auth';
import type { SessionUser } from '../../plugins/app/current-user';
import type { Mailer } from '../../plugins/app/mail';
import type { ProfileChanges, UserRow, UsersService } from '../users';
import { ensureAdmin } from './first-admin';
import { createGoogleVerifier, type GoogleVerifier } from './google';
import { isCommonPassword } from './common-passwords';
import { createFailureCounter, loginLimitKeys, RECOVERY_LIMIT, recoveryLimitKey } from './login-limiter';
import { createPasswordResetService, OTP_LIFETIME_MS } from './password-reset.service';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Issue "Accounts": the one answer for an unknown email and a wrong password alike. */
export const INVALID_CREDENTIALS_MESSAGE = MESSAGES.signIn.invalidCredentials;

export type LoginResult =
  | { outcome: 'signed-in'; token: string; user: UserRow }
  | { outcome: 'invalid' }
  | { outcome: 'limited'; retryAfterSeconds: number };

export interface AuthServiceDeps {
  db: Db;
  users: UsersService;
  auth: AuthKit;
  mail: Mailer;
  log: FastifyBaseLogger;
  googleClientId: string | undefined;
  /** LOGIN_ADDRESS_FAILURE_MAX: failed sign-ins per 15 minutes per address, whatever the account. */
  addressFailureMax: number;
}

/** 429 with Retry-After for a limited sign-in or current-password check. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return tooManyRequests('Too many failed attempts.', retryAfterSeconds);
}

/** Sign-up, sign-in, Google, password change and recovery. Plain inputs and outputs; the routes speak HTTP. */
export function createAuthService({ db, users, auth, mail, log, googleClientId, addressFailureMax }: AuthServiceDeps) {
  const failures = createFailureCounter(db);
  const recoveryKey = (email: string) => [{ key: recoveryLimitKey(email), limit: RECOVERY_LIMIT }];
  /**
   * Every new password (sign-up, admin add-user, change, reset) passes here: the shape rules were
   * checked by the shared schema; the common-password list is the server's (issue 9 §4).
   */
  const hashNewPassword = async (password: string): Promise<string> => {
    if (isCommonPassword(password)) throw badRequest(MESSAGES.input.passwordTooCommon);
    return auth.hasher.hash(password);
  };
  const resets = createPasswordResetService(db, auth.secret);
  const verifyGoogle: GoogleVerifier | undefined = googleClientId
    ? createGoogleVerifier(googleClientId, auth.googleKeys)
    : undefined;
  /** Recovery mails being sent; awaited on close so none is cut off. */
  const pendingMail = new Set<Promise<void>>();

  const sendRecoveryCode = async (user: UserRow, requestLocale: Locale = 'en'): Promise<void> => {
    const code = await resets.issueCode(user.id, auth.now());
    if (code === null) return; // a code was mailed less than a minute ago; it still works
    const minutes = OTP_LIFETIME_MS / 60_000;
    // In the account's preferred language (issue 37, docs/product/messages.md#server-texts), else the request's.
    const locale = localeOfLanguage(user.language) ?? requestLocale;
    await mail.send({
      to: user.email,
      subject: t(locale, 'Your WallArt Studio verification code'),
      text: [
        t(locale, 'Hello {name},', { name: user.name }),
        '',
        t(locale, 'Your verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.', { code, minutes }),
        '',
        t(locale, 'If you did not ask to reset your password, you can ignore this email: your password stays as it is.'),
        '',
        'WallArt Studio',
      ].join('\n'),
    });
  };

  const linkGoogleAccount = (account: UserRow, googleSub: string) =>
    db.transaction(async (tx) => {
      const linked = await users.linkGoogle(account.id, googleSub, tx);
      if (!linked || !account.passwordHash) return linked;
      await auth.sessions.revokeAllForUser(account.id, undefined, tx);
      await resets.clear(account.id, tx);
      return users.setPasswordHash(account.id, null, tx);
    });

  return {
    /**
     * A new account. Throws 409 'Email already registered' (docs/product/messages.md#accounts) when the email is taken.
     * `createdBy` is the admin adding it from the Users screen: the account and its audit row are
     * written together.
     */
    async register(
      input: {
        name: string;
        email: string;
        password: string;
        role: UserRole;
        phone?: string;
        address?: string;
        country?: string;
        language?: string;
      },
      createdBy?: string,
    ): Promise<UserRow> {
      const { password, ...fields } = input;
      // Cheap check first, so a taken email costs no hashing; the unique index settles races.
      if (await users.findByEmail(fields.email)) throw conflict(MESSAGES.signUp.serverEmailTaken);
      const account = { ...fields, passwordHash: await hashNewPassword(password) };
      const created = createdBy ? await users.adminCreate(createdBy, account) : await users.create(account);
      if (!created) throw conflict(MESSAGES.signUp.serverEmailTaken);
      return created;
    },

    /**
     * Email and password sign-in. An unknown email, a password-less (Google) account and a wrong
     * password all give 'invalid' after one Argon2 verification each, so neither the answer nor its
     * timing tells them apart. Failures are counted per account and address together (5 a minute),
     * per account from anywhere (50 an hour) and per address (LOGIN_ADDRESS_FAILURE_MAX in 15
     * minutes); past any of them the answer is 'limited' (login-limiter.ts).
     */
    async login(input: { email: string; password: string; rememberMe: boolean }, ip: string): Promise<LoginResult> {
      const keys = loginLimitKeys(input.email, ip, addressFailureMax);
      const wait = await failures.retryAfterSeconds(keys, auth.now());
      if (wait > 0) return { outcome: 'limited', retryAfterSeconds: wait };

      const user = await users.findByEmail(input.email);
      const ok = await auth.hasher.verify(user?.passwordHash, input.password);
      if (!user || !ok) {
        await failures.recordFailure(keys, auth.now());
        return { outcome: 'invalid' };
      }
      await failures.clear(keys[0]!.key);
      return { outcome: 'signed-in', token: await auth.issueToken(user.id, input.rememberMe), user };
    },

    googleConfigured: verifyGoogle !== undefined,

    /**
     * Google sign-in (docs/architecture.md#google-id-tokens-verified): the account with this Google id, else the account with the
     * verified email (now linked to Google), else a new account. Null when the token is not valid.
     *
     * Linking proves the email through Google; a password on that account proves nothing (sign-up
     * does not verify addresses, so anyone could have opened it in the owner's name first). The
     * password is therefore cleared and every session of the account ended: only the address's
     * owner keeps access, and can set a password again through password recovery.
     */
    async googleSignIn(credential: string): Promise<{ token: string; user: UserRow } | null> {
      if (!verifyGoogle) return null; // the route answers 404 before calling (googleConfigured)
      const identity = await verifyGoogle(credential, auth.now());
      if (!identity) return null;
      let user = await users.findByGoogleSub(identity.sub);
      if (!user) {
        const byEmail = await users.findByEmail(identity.email);
        // An account already tied to another Google id is not taken over by this one.
        if (byEmail?.googleSub) return null;
        user = byEmail
          ? await linkGoogleAccount(byEmail, identity.sub)
          : await users.create({
              name: identity.name || identity.email.split('@')[0] || 'Google user',
              email: identity.email,
              passwordHash: null,
              role: 'user',
              googleSub: identity.sub,
            });
      }
      if (!user) return null;
      return { token: await auth.issueToken(user.id, false), user };
    },

    /**
     * updateprofile: profile fields and, with the right current password, a new password. A wrong
     * current password is a 400 (the dialog shows it; 401 would sign the user out) and counts as a
     * failed sign-in of the account from the caller's address. A new password ends the user's
     * other sessions.
     */
    async updateProfile(
      caller: SessionUser,
      changes: ProfileChanges,
      passwordChange?: { currentPassword: string; password: string; ip: string },
    ): Promise<{ user: UserRow; passwordChanged: boolean }> {
      let newHash: string | undefined;
      if (passwordChange) {
        const keys = loginLimitKeys(caller.email, passwordChange.ip, addressFailureMax);
        const wait = await failures.retryAfterSeconds(keys, auth.now());
        if (wait > 0) throw tooManyAttempts(wait);
        const stored = (await users.findById(caller.id))?.passwordHash;
        const ok = await auth.hasher.verify(stored, passwordChange.currentPassword);
        if (!ok) {
          await failures.recordFailure(keys, auth.now());
          throw new HttpError(400, MESSAGES.changePassword.currentIncorrect);
        }
        newHash = await hashNewPassword(passwordChange.password);
      }
      const user = await db.transaction(async (tx) => {
        let row = await users.updateProfile(caller.id, changes, tx);
        if (row && newHash) {
          row = await users.setPasswordHash(caller.id, newHash, tx);
          await auth.sessions.revokeAllForUser(caller.id, caller.sessionId, tx);
          await resets.clear(caller.id, tx);
        }
        return row;
      });
      if (!user) throw new HttpError(401, MESSAGES.api.unauthorized);
      return { user, passwordChanged: newHash !== undefined };
    },

    /**
     * forgot-password: mails a code when the account exists; the caller answers the same either
     * way. The mail goes out in the background so the answer takes as long for a known address as
     * for an unknown one.
     */
    async requestPasswordReset(email: string, locale: Locale = 'en'): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const sending = sendRecoveryCode(user, locale)
        .catch((err: unknown) => log.error({ err }, 'could not send the password recovery code'))
        .finally(() => pendingMail.delete(sending));
      pendingMail.add(sending);
    },

    /**
     * verify-otp: a one-time reset token for the right code, else null. Past RECOVERY_LIMIT wrong
     * codes for the address, every code is refused for the rest of the window, with the same
     * answer as a wrong one (verify-otp never tells whether an account exists).
     */
    async exchangeRecoveryCode(email: string, code: string): Promise<string | null> {
      const key = recoveryKey(email);
      if ((await failures.retryAfterSeconds(key, auth.now())) > 0) return null;
      const user = await users.findByEmail(email);
      const resetToken = user ? await resets.exchangeCode(user.id, code, auth.now()) : null;
      if (resetToken) await failures.clear(key[0]!.key);
      else await failures.recordFailure(key, auth.now());
      return resetToken;
    },

    /** reset-password: sets the password once per token and ends every session of the user. */
    async resetPassword(resetToken: string, password: string): Promise<boolean> {
      const passwordHash = await hashNewPassword(password);
      return db.transaction(async (tx) => {
        const userId = await resets.consumeResetToken(resetToken, auth.now(), tx);
        if (!userId) return false;
        await users.setPasswordHash(userId, passwordHash, tx);
        await auth.sessions.revokeAllForUser(userId, undefined, tx);
        return true;
      });
    },

    /** Waits for recovery mails still being sent. */
    async flushMail(): Promise<void> {
      await Promise.all([...pendingMail]);
    },
  };
}

/**
 * Decorates app.authService, and at start makes sure the first admin of ADMIN_EMAIL /
 * ADMIN_PASSWORD exists (created once; an account with that email and role user is left as it is,
 * with a warning).
 */
export const authServicePlugin = fp(
  (app, _options, done) => {
    const service = createAuthService({
      db: app.db,
      users: app.usersService,
      auth: app.auth,
      mail: app.mail,
      log: app.log,
      googleClientId: app.config.googleClientId,
      addressFailureMax: app.config.loginAddressFailureMax,
    });
    app.decorate('authService', service);
    app.addHook('onClose', () => service.flushMail());

    const { adminEmail, adminPassword } = app.config;
    if (adminEmail && adminPassword) {
      app.addHook('onReady', async () => {
        const result = await ensureAdmin({ users: app.usersService, hasher: app.auth.hasher }, { email: adminEmail, password: adminPassword });
        if (result.outcome === 'created') app.log.info({ email: result.user.email }, 'first admin account created from ADMIN_EMAIL');
        if (result.outcome === 'role-conflict') {
          app.log.warn(
            { email: result.user.email },
            'ADMIN_EMAIL belongs to an account with role user; it was not changed. Run `npm run create-admin -- --email <email> --password <password> --promote` to make it an admin.',
          );
        }
      });
    } else if (adminEmail || adminPassword) {
      app.log.warn('set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin account');
    }
    done();
  },
  { name: 'auth-service', dependencies: ['auth', 'users-service', 'mail'] },
);
