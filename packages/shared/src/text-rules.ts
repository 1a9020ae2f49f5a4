/**
 * What text may enter the shop (issue 9 §4). Every text field of every payload goes through these
 * rules in the shared zod field helpers (schemas/fields.ts), so the web forms and the server refuse
 * the same input, and PostgreSQL never sees a NUL (which it refuses with an error).
 */

/**
 * Control characters: C0 (NUL, BEL, ESC of ANSI escapes, …), DEL and C1, except the tab and line
 * breaks of multi-line text; bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069: they make text display in another order than it is stored); lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const ALWAYS_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
/** In a single-line field, tabs and line breaks (CR, LF, U+2028/2029) are refused too. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/u;

export interface TextRuleOptions {
  /** Multi-line text (a message) may hold tabs and line breaks. */
  multiline?: boolean;
}

/**
 * Characters drawn as nothing or as blank: spaces and separators, controls, format characters
 * (zero-width space, bidi marks, BOM), Default_Ignorable_Code_Point (Hangul fillers, variation
 * selectors, tag characters).
 */
const BLANK = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** True when `text` shows something: a required field of zero-width spaces is still empty (issue 9 §4). */
export function hasVisibleCharacters(text: string): boolean {
  return text.replace(BLANK, '').length > 0;
}

/**
 * What a person's name may not hold besides the control characters of every field: characters
 * drawn as nothing (bidi marks, BOM, zero-width space, Hangul fillers, tag characters…),
 * private-use and unassigned code points. The zero-width joiner and non-joiner stay allowed: they
 * shape letters in Sinhala, Tamil and other scripts ('ශ්‍රී').
 */
const NAME_INVISIBLE = /(?![\u200C\u200D])[\p{Cf}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}]/u;

/** True when a person's name holds a character that would hide in it (see NAME_INVISIBLE). */
export function hasInvisibleNameCharacters(name: string): boolean {
  return NAME_INVISIBLE.test(name);
}

/** True when `text` holds a character the rule refuses (see ALWAYS_FORBIDDEN). */
export function hasForbiddenCharacters(text: string, options: TextRuleOptions = {}): boolean {
  return ALWAYS_FORBIDDEN.test(text) || (!options.multiline && LINE_BREAKS.test(text));
}

/**
 * Characters an email may not hold after NFKC: controls, format characters (zero-width space,
 * soft hyphen, bidi marks), combining and enclosing marks that did not compose with their letter,
 * separators, private-use and unassigned code points, and the letters Unicode says to draw as
 * nothing (Default_Ignorable_Code_Point: the Hangul fillers U+3164, U+FFA0…). None is visible, so each would let a
 * look-alike of an existing address open a second account.
 */
const EMAIL_INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{M}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

/** The scripts whose letters are confused with each other ('а' Cyrillic vs 'a' Latin). */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** True when one part of an address (the local part, or one domain label) mixes Latin, Cyrillic and Greek letters. */
function mixesScripts(part: string): boolean {
  return CONFUSABLE_SCRIPTS.filter((script) => script.test(part)).length > 1;
}

/**
 * An email as the shop stores and compares it: trimmed, NFKC-normalised (fullwidth 'ｊ' becomes
 * 'j', a combining accent joins its letter) and lower-cased. Compare only normalised addresses.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase();
}

export type EmailCharacterProblem = 'invisible' | 'mixed-script';

/**
 * Why a normalised email cannot be an account's address, or null when its characters are fine:
 * an invisible character, or Latin, Cyrillic and Greek letters mixed within the local part or
 * within one domain label ('pаypal' with a Cyrillic 'а'). Whole-script look-alikes (an address
 * written entirely in Cyrillic letters that resemble Latin ones) are not detected: that needs
 * the Unicode confusables table (docs/product/accounts.md#input-rules).
 */
export function emailCharacterProblem(email: string): EmailCharacterProblem | null {
  if (EMAIL_INVISIBLE.test(email)) return 'invisible';
  const [local = '', domain = ''] = email.split('@');
  if ([local, ...domain.split('.')].some(mixesScripts)) return 'mixed-script';
  return null;
}
