import type { LANGUAGES } from '@wallart/shared';

/**
 * The shop's languages and which one a visitor gets (docs/product/languages.md#which-language).
 * Pure functions: the browser side (lib/i18n.ts) and tests call them with what they read.
 */
export const LOCALES = ['en', 'si', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Development only (lingui.config.ts): accented, about 30 % longer texts. */
export const PSEUDO_LOCALE = 'pseudo-LOCALE';

/** Each language in its own name, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  si: 'සිංහල',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

type ProfileLanguage = (typeof LANGUAGES)[number];

/** The profile's stored values (@wallart/shared LANGUAGES) and their locales. */
const PROFILE_LANGUAGES: Record<ProfileLanguage, Locale> = {
  English: 'en',
  Sinhalese: 'si',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeFromProfileLanguage(language: string | null | undefined): Locale | undefined {
  return language && Object.hasOwn(PROFILE_LANGUAGES, language) ? PROFILE_LANGUAGES[language as ProfileLanguage] : undefined;
}

export function profileLanguageOf(locale: Locale): ProfileLanguage {
  const languages = Object.keys(PROFILE_LANGUAGES) as ProfileLanguage[];
  return languages.find((language) => PROFILE_LANGUAGES[language] === locale) ?? 'English';
}

/** The first of the browser's languages (most preferred first) that the shop has: `fr-CA` is `fr`. */
export function localeFromLanguageTags(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** An `Accept-Language` header's tags, most preferred first; `q=0` means "not this one". */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export const LANG_COOKIE = 'lang';

/** The `lang` cookie's locale, if it names one of the five. */
export function localeFromCookies(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The cookie that remembers an explicit choice for a year. */
export function langCookie(locale: Locale): string {
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export interface LocaleInputs {
  /** The signed-in customer's profile language (`French`), if any. */
  profileLanguage?: string | null;
  /** The `cookie` string (document.cookie). */
  cookies?: string | null;
  /** navigator.languages, or Accept-Language's tags. */
  browserLanguages?: readonly string[];
}

/**
 * docs/product/languages.md#which-language: the account's language, else the remembered choice,
 * else the browser's languages, else English.
 */
export function resolveLocale({ profileLanguage, cookies, browserLanguages = [] }: LocaleInputs): Locale {
  return (
    localeFromProfileLanguage(profileLanguage) ??
    localeFromCookies(cookies) ??
    localeFromLanguageTags(browserLanguages) ??
    DEFAULT_LOCALE
  );
}
