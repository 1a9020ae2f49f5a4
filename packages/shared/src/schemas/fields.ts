/**
 * Field schemas reused by the payload schemas. Each takes the messages of the form it serves, since
 * the spec words the same rule differently per screen (docs/product/accounts.md#input-rules).
 */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  OBJECT_ID_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isValidPhone,
  meetsPasswordRules,
  PHONE_MAX_LENGTH,
} from '../contact-rules';
import { LANGUAGES, SIGN_UP_COUNTRIES } from '../locale';
import { MESSAGES } from '../messages';
import { emailCharacterProblem, hasForbiddenCharacters, hasInvisibleNameCharacters, hasVisibleCharacters, type TextRuleOptions } from '../text-rules';

export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

/** The schemas' own field messages, named so that the shared catalogs can hold them (issue 37). */
export const FIELD_MESSAGES = {
  idInvalid: 'Invalid id.',
  countryInvalid: 'Please select a country.',
  languageInvalid: 'Please select a language.',
  cardInvalid: 'Invalid card.',
  plansByCard: 'Plans are paid by card.',
} as const;

/** A 24-hex id (docs/architecture.md#the-api-contract). */
export const objectIdSchema = z.string().regex(OBJECT_ID_PATTERN, { error: FIELD_MESSAGES.idInvalid });

/**
 * The shared text rule (issue 9 §4, text-rules.ts) as a zod check: no control characters, bidi
 * overrides or, unless `multiline`, line breaks. Every free-text field uses it.
 */
export function textRule(options: TextRuleOptions = {}) {
  return (text: string) => !hasForbiddenCharacters(text, options);
}

/** Required, trimmed text of at most `max` characters, without control characters (multi-line when asked). */
export function requiredText(requiredMessage: string, max: number, options: TextRuleOptions = {}) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: MESSAGES.contact.tooLong(max), abort: true })
    .refine(textRule(options), { error: MESSAGES.input.controlCharacters, abort: true })
    // Zero-width spaces or Hangul fillers alone are an empty field that looks filled in.
    .refine(hasVisibleCharacters, { error: requiredMessage });
}

/**
 * A person's name (sign-up, profile, contact, checkout, cardholder): required text that also
 * refuses characters that hide in it, so no name shows differently than it is stored.
 */
export function personName(requiredMessage: string, max: number) {
  return requiredText(requiredMessage, max).refine((name) => !hasInvisibleNameCharacters(name), { error: MESSAGES.input.nameInvisible });
}

/** Optional trimmed text of at most `max` characters ('' allowed), without control characters. */
export function optionalText(max: number, options: TextRuleOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, { error: MESSAGES.contact.tooLong(max), abort: true })
    .refine(textRule(options), { error: MESSAGES.input.controlCharacters });
}

/**
 * A required email as the shop stores it: trimmed, NFKC-normalised and lower-cased so that one
 * visible address is one account (normalizeEmail); invisible characters and letters of mixed
 * alphabets within one word are refused (emailCharacterProblem).
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: messages.invalid, abort: true })
    .superRefine((email, ctx) => {
      const problem = emailCharacterProblem(email);
      if (problem) {
        const message = problem === 'invisible' ? MESSAGES.input.emailInvisible : MESSAGES.input.emailMixedScript;
        ctx.addIssue({ code: 'custom', message, abort: true });
      }
    })
    .regex(EMAIL_PATTERN, { error: messages.invalid, abort: true })
    // 'jane@example.com.' or 'jane@example..com': an empty domain label is no address (and a
    // trailing dot would make a second account for one mailbox).
    .refine((email) => !email.slice(email.lastIndexOf('@') + 1).split('.').includes(''), { error: messages.invalid });
}

/** A required phone number with 7-15 digits (docs/product/accounts.md#input-rules). */
export function phoneField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(PHONE_MAX_LENGTH, { error: messages.invalid, abort: true })
    .refine(textRule(), { error: MESSAGES.input.controlCharacters, abort: true })
    .refine(isValidPhone, { error: messages.invalid });
}

/**
 * A new password, wherever one is set (sign-up's rules, issue 9 §4: change-password, reset and
 * admin add-user too): required, at least 8 characters (docs/architecture.md#passwords-of-8-characters-everywhere), at most 128, with the
 * upper-case, lower-case and digit-or-special rules of docs/product/accounts.md#input-rules. Not trimmed: spaces are part of a
 * password. The server also refuses the most common passwords (it holds the list; too large for
 * the browser).
 */
export function newPasswordField(messages: { required: string; tooShort: string }) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .refine((pw) => [...pw].length >= PASSWORD_MIN_LENGTH, { error: messages.tooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE, abort: true })
    .refine(meetsPasswordRules, { error: MESSAGES.input.passwordRules });
}

/** The sign-up password: all four rules of docs/product/accounts.md#password-rules must hold. */
export const signUpPasswordSchema = z
  .string({ error: MESSAGES.signUp.passwordRequirements })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE, abort: true })
  .refine(meetsPasswordRules, { error: MESSAGES.signUp.passwordRequirements });

/** A country of the sign-up list (which includes Other), or '' for none. */
export const countryField = z.union([z.enum(SIGN_UP_COUNTRIES), z.literal('')], { error: FIELD_MESSAGES.countryInvalid });

/** A language of the list, or '' for none (optional at sign-up, docs/product/accounts.md#sign-up). */
export const languageField = z.union([z.enum(LANGUAGES), z.literal('')], { error: FIELD_MESSAGES.languageInvalid });

/** An ISO 8601 UTC timestamp, as the server sends dates. */
export const isoDateTimeSchema = z.iso.datetime();
