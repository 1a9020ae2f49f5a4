/** Client form schemas with a confirmation field; the server receives only `password` (see auth.ts). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../contact-rules';
import { MESSAGES } from '../messages';
import { newPasswordField } from './fields';

/** /new-password (docs/product/accounts.md#password-recovery): both required, at least 8, must match. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordField({ required: MESSAGES.newPassword.bothRequired, tooShort: MESSAGES.newPassword.tooShort }),
    confirmPassword: z
      .string({ error: MESSAGES.newPassword.bothRequired })
      .min(1, { error: MESSAGES.newPassword.bothRequired })
      .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.newPassword.mismatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.newPassword.mismatch,
    path: ['confirmPassword'],
    when: (payload) => payload.issues.length === 0,
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** The profile's change-password dialog (docs/product/accounts.md#change-password). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.changePassword.currentRequired })
      .min(1, { error: MESSAGES.changePassword.currentRequired })
      .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.changePassword.currentIncorrect }),
    password: newPasswordField({ required: MESSAGES.changePassword.newRequired, tooShort: MESSAGES.changePassword.tooShort }),
    confirmPassword: z
      .string({ error: MESSAGES.changePassword.newRequired })
      .min(1, { error: MESSAGES.changePassword.newRequired })
      .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.changePassword.mismatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.changePassword.mismatch,
    path: ['confirmPassword'],
    when: (payload) => payload.issues.length === 0,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
