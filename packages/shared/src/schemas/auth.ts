/**
 * Auth payloads of docs/product/accounts.md#accounts-api, docs/product/admin.md#users and the password recovery of docs/architecture.md#real-password-recovery.
 * Messages are the spec's (docs/product/accounts.md#password-rules, docs/product/messages.md#accounts) with the password minimum raised to 8 (docs/architecture.md#passwords-of-8-characters-everywhere).
 */
import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, OTP_PATTERN, PASSWORD_MAX_LENGTH } from '../contact-rules';
import { SIGN_UP_COUNTRIES } from '../locale';
import { MESSAGES } from '../messages';
import {
  countryField,
  emailField,
  isoDateTimeSchema,
  languageField,
  newPasswordField,
  objectIdSchema,
  optionalText,
  personName,
  phoneField,
  signUpPasswordSchema,
} from './fields';
import { USER_ROLES } from '../roles';

/** The longest reset token the server accepts (ours; its tokens are far shorter). */
export const RESET_TOKEN_MAX_LENGTH = 512;

/** POST /api/auth/register. Username, email, country and phone required; address and language optional (docs/product/accounts.md#sign-up). */
export const registerBodySchema = z.object({
  name: personName(MESSAGES.signUp.usernameRequired, NAME_MAX_LENGTH),
  email: emailField({ required: MESSAGES.signUp.emailRequired, invalid: MESSAGES.signUp.emailInvalid }),
  password: signUpPasswordSchema,
  address: optionalText(ADDRESS_MAX_LENGTH).default(''),
  country: z.enum(SIGN_UP_COUNTRIES, { error: MESSAGES.signUp.countryRequired }),
  phone: phoneField({ required: MESSAGES.signUp.phoneRequired, invalid: MESSAGES.signUp.phoneInvalid }),
  language: languageField.default(''),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/login. rememberMe gives a longer-lived token (docs/architecture.md#sign-out-revokes-the-token). */
export const loginBodySchema = z.object({
  email: emailField({ required: MESSAGES.signIn.fillAllFields, invalid: MESSAGES.signIn.invalidCredentials }),
  password: z
    .string({ error: MESSAGES.signIn.fillAllFields })
    .min(1, { error: MESSAGES.signIn.fillAllFields, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.signIn.invalidCredentials }),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * PUT /api/auth/updateprofile, profile form. Every field is optional: only the fields sent change.
 * Email and role are not editable. The spec's optional password is accepted only together with
 * currentPassword (ours: a stolen session alone must not be able to change the password).
 */
export const updateProfileBodySchema = z
  .object({
    name: personName(MESSAGES.signUp.usernameRequired, NAME_MAX_LENGTH).optional(),
    address: optionalText(ADDRESS_MAX_LENGTH).optional(),
    phone: z
      .union([z.literal(''), phoneField({ required: MESSAGES.checkout.phoneRequired, invalid: MESSAGES.checkout.phoneInvalid })])
      .optional(),
    country: countryField.optional(),
    language: languageField.optional(),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password: newPasswordField({
      required: MESSAGES.changePassword.newRequired,
      tooShort: MESSAGES.changePassword.tooShort,
    }).optional(),
  })
  .refine((body) => body.password === undefined || (body.currentPassword ?? '') !== '', {
    error: MESSAGES.changePassword.currentRequired,
    path: ['currentPassword'],
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PUT /api/auth/updateprofile from the change-password dialog: currentPassword and password (docs/product/accounts.md#change-password). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: MESSAGES.changePassword.currentRequired })
    .min(1, { error: MESSAGES.changePassword.currentRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.changePassword.currentIncorrect }),
  password: newPasswordField({ required: MESSAGES.changePassword.newRequired, tooShort: MESSAGES.changePassword.tooShort }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/auth/forgot-password (docs/architecture.md#real-password-recovery). */
export const forgotPasswordBodySchema = z.object({
  email: emailField({ required: MESSAGES.forgotPassword.emailRequired, invalid: MESSAGES.forgotPassword.emailInvalid }),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/auth/verify-otp: the emailed 4-digit code (docs/architecture.md#real-password-recovery). */
export const verifyOtpBodySchema = z.object({
  email: emailField({ required: MESSAGES.forgotPassword.emailRequired, invalid: MESSAGES.forgotPassword.emailInvalid }),
  otp: z.string({ error: MESSAGES.otp.invalid }).regex(OTP_PATTERN, { error: MESSAGES.otp.invalid }),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** verify-otp's answer: a one-time token for reset-password. */
export const verifyOtpResponseSchema = z.object({
  success: z.literal(true),
  resetToken: z.string().min(1).max(RESET_TOKEN_MAX_LENGTH),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST /api/auth/reset-password: the new password of the /new-password screen. */
export const resetPasswordBodySchema = z.object({
  resetToken: z
    .string({ error: MESSAGES.otp.resetLinkExpired })
    .min(1, { error: MESSAGES.otp.resetLinkExpired, abort: true })
    .max(RESET_TOKEN_MAX_LENGTH, { error: MESSAGES.otp.resetLinkExpired }),
  password: newPasswordField({ required: MESSAGES.newPassword.bothRequired, tooShort: MESSAGES.newPassword.tooShort }),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** A user as any response shows it: never the password hash or token version (docs/product/accounts.md#the-user, docs/product/accounts.md#session-bootstrap /auth/me). */
export const publicUserSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  /** URL of the picture, or '' for none. */
  profilePicture: z.string(),
  role: z.enum(USER_ROLES),
  isAdmin: z.boolean(),
  phone: z.string(),
  address: z.string(),
  country: z.string(),
  language: z.string(),
  createdAt: isoDateTimeSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Sign-in and Google sign-in answer: success, message, token, user (docs/product/accounts.md#google-sign-in). */
export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me answer: success and data (docs/product/accounts.md#session-bootstrap). */
export const meResponseSchema = z.object({
  success: z.literal(true),
  data: publicUserSchema,
});

/** updateprofile and upload-profile-image answer: success, user, message (docs/product/accounts.md#profile). */
export const userUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

/** POST /api/auth/register (role user) or /api/auth/admin (role admin) from the admin Users screen (docs/product/admin.md#users). */
export const adminCreateUserBodySchema = z.object({
  name: personName(MESSAGES.adminUsers.nameRequired, NAME_MAX_LENGTH),
  email: emailField({ required: MESSAGES.adminUsers.emailRequired, invalid: MESSAGES.adminUsers.emailInvalid }),
  password: newPasswordField({ required: MESSAGES.adminUsers.passwordRequired, tooShort: MESSAGES.adminUsers.passwordTooShort }),
  role: z.enum(USER_ROLES).default('user'),
});
export type AdminCreateUserBody = z.infer<typeof adminCreateUserBodySchema>;
export type AdminCreateUserInput = z.input<typeof adminCreateUserBodySchema>;

/** The longest Google ID token the server reads (ours; real ones are about 1 KB). */
export const GOOGLE_CREDENTIAL_MAX_LENGTH = 4096;

/** POST /api/auth/google: the ID token from Google Identity Services (docs/architecture.md#google-id-tokens-verified replaces the spec's trusted name/email/photo). */
export const googleSignInBodySchema = z.object({
  credential: z
    .string({ error: MESSAGES.signIn.googleFailed })
    .min(1, { error: MESSAGES.signIn.googleFailed, abort: true })
    .max(GOOGLE_CREDENTIAL_MAX_LENGTH, { error: MESSAGES.signIn.googleFailed }),
});
export type GoogleSignInBody = z.infer<typeof googleSignInBodySchema>;

/** GET /api/auth/config: the Google client id, or null when Google sign-in is not configured (docs/architecture.md#google-id-tokens-verified). */
export const authConfigResponseSchema = z.object({
  googleClientId: z.string().nullable(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

/** POST /api/auth/register and /api/auth/admin answer (201): success, message, user (docs/product/admin.md#users). */
export const registerResponseSchema = userUpdateResponseSchema;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** GET /api/users (admins only): success and a data list (docs/product/admin.md#users). */
export const userListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(publicUserSchema),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
