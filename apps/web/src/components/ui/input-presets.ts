import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from '@wallart/shared';

/**
 * The attributes an input of a kind always has (keyboard, autofill, the server's length limit),
 * spread onto a TextField or PasswordField so every form asks for an email or phone the same way.
 */
export const emailInput = { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: EMAIL_MAX_LENGTH } as const;
export const phoneInput = { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: PHONE_MAX_LENGTH } as const;
export const newPasswordInput = { autoComplete: 'new-password', maxLength: PASSWORD_MAX_LENGTH } as const;
