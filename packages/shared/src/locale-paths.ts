import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from './i18n';

/**
 * Each page's address in each language (docs/product/languages.md#addresses): English at the
 * shop's own paths, every other language under its prefix (`/fr/cart`, `/fr` for the landing page).
 * The browser, the prerendering and the server (its redirect and sitemap) use these, so they agree.
 */

/** The locale an address is in: its prefix, else English. `/xx/cart` is English (and a 404 page). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix: `/fr/cart` is `/cart`, `/fr` is `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The router's basename for a locale: '' for English, `/fr` for French. */
export function localeBasename(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A page's address in a locale: (`fr`, `/cart`) is `/fr/cart`, (`fr`, `/`) is `/fr`, (`en`, `/cart`) is `/cart`. */
export function localizedPath(locale: Locale, path: string): string {
  const bare = pathWithoutLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** The cookie that remembers a visitor's explicit choice (the switcher, or the account's language). */
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

/**
 * The language a visitor who is not signed in gets (docs/product/languages.md#which-language): the
 * remembered choice, else the best of `Accept-Language`, else English. A signed-in customer's
 * account language is applied by the browser, which knows the account (app/locale-sync.tsx).
 */
export function visitorLocale({ cookies, acceptLanguage }: { cookies?: string | null; acceptLanguage?: string | string[] | null }): Locale {
  return localeFromCookies(cookies) ?? localeFromAcceptLanguage(acceptLanguage);
}
