import type { Locale } from '@wallart/shared';

/**
 * Which language a visitor gets (docs/product/languages.md#which-language). The five locales and
 * the profile's language names are @wallart/shared's (i18n.ts), as the server reads them.
 * The addresses per language and the `lang` cookie are shared's too (locale-paths.ts), as the
 * server's redirect reads them.
 */
export { DEFAULT_LOCALE, isLocale, LOCALES, LANG_COOKIE, langCookie, localeFromCookies, type Locale } from '@wallart/shared';
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

