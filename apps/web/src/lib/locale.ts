import { DEFAULT_LOCALE, isLocale, localeOfLanguage, type Locale } from '@wallart/shared';

/**
 * Which language a visitor gets (docs/product/languages.md#which-language). The five locales and
 * the profile's language names are @wallart/shared's (i18n.ts), as the server reads them.
 * Pure functions: the browser side (lib/i18n.ts) and tests call them with what they read.
 */
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@wallart/shared';
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

/** The first of the browser's languages (most preferred first) that the shop has: `fr-CA` is `fr`. */
export function localeFromLanguageTags(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
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
    localeOfLanguage(profileLanguage) ??
    localeFromCookies(cookies) ??
    localeFromLanguageTags(browserLanguages) ??
    DEFAULT_LOCALE
  );
}
