/** Contact, password, code and id rules of docs/product/accounts.md#password-rules, shared by forms and server. */

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** Field limits (ours: the spec gives none). Forms set maxLength from them; the server enforces them. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on an address path. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 300;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** The digits of a text, everything else removed. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A phone number has 7 to 15 digits after stripping non-digits (docs/product/accounts.md#input-rules checkout). */
export function isValidPhone(phone: string): boolean {
  const count = digitsOnly(phone).length;
  return count >= PHONE_MIN_DIGITS && count <= PHONE_MAX_DIGITS;
}

/** The "general address pattern" of docs/product/accounts.md#input-rules: something@something.something, no spaces, one '@'. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** At least 8 characters everywhere (docs/product/accounts.md#sign-up sign-up; docs/architecture.md#passwords-of-8-characters-everywhere raises the spec's 6 to 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Ours: bounds the work of hashing an attacker-chosen password. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId = 'minLength' | 'uppercase' | 'lowercase' | 'digitOrSpecial';

export interface PasswordRule {
  id: PasswordRuleId;
  /** Text of the live checklist item. */
  label: string;
  test: (password: string) => boolean;
}

/** The four sign-up password rules of docs/product/accounts.md#password-rules, in checklist order. Length counts characters, not UTF-16 units. */
export const PASSWORD_RULES: readonly PasswordRule[] = Object.freeze([
  {
    id: 'minLength',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (pw: string) => [...pw].length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'At least one uppercase letter', test: (pw: string) => /\p{Lu}/u.test(pw) },
  { id: 'lowercase', label: 'At least one lowercase letter', test: (pw: string) => /\p{Ll}/u.test(pw) },
  {
    id: 'digitOrSpecial',
    label: 'At least one number or special character (!@#$%^&*)',
    test: (pw: string) => /[0-9!@#$%^&*]/.test(pw),
  },
]);

export interface PasswordRuleState {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

/** Each rule's state, for the live checklist. */
export function checkPassword(password: string): PasswordRuleState[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

/** True when all four rules hold (sign-up's submit check) and the password is not over the maximum. */
export function meetsPasswordRules(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(password));
}

/** The recovery code is exactly 4 digits (docs/product/accounts.md#password-recovery). */
export const OTP_LENGTH = 4;
export const OTP_PATTERN = /^\d{4}$/;

export function isOtpFormat(code: string): boolean {
  return OTP_PATTERN.test(code);
}

/** Ids are 24 hexadecimal characters (docs/product/site.md#the-api-contract, docs/architecture.md#the-api-contract). Either letter case is accepted. */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
