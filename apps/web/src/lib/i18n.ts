import { i18n } from '@lingui/core';
import { localeOfPath, localizedPath } from '@wallart/shared';
import { DEFAULT_LOCALE, isLocale, langCookie, type Locale } from './locale';

/**
 * The app's Lingui instance (decision 080, docs/product/languages.md). English needs no catalog:
 * each text is in the code that shows it, compiled at build time (lingui-macro-preset.cjs, decision
 * 083), so a page loads only its own English. Every other language is one compiled catalog fetched
 * on demand, so it costs only that language's visitors.
 */
i18n.load(DEFAULT_LOCALE, {});
i18n.activate(DEFAULT_LOCALE);

let reportedFailure = false;

/**
 * Switches the UI to `locale`, loading its catalog first. A catalog that fails to load (offline, a
 * stale deploy) leaves the UI in English and says so once in the console (docs/product/languages.md#bad-input).
 */
export async function activateLocale(locale: Locale): Promise<Locale> {
  if (locale === 'en' || i18n.locale === locale) {
    i18n.activate(locale);
    setDocumentLanguage(locale);
    return locale;
  }
  try {
    const { loadCatalogs } = await import('./catalogs');
    i18n.load(locale, await loadCatalogs(locale));
    i18n.activate(locale);
    setDocumentLanguage(locale);
    return locale;
  } catch (error) {
    if (!reportedFailure) {
      reportedFailure = true;
      console.warn(`The ${locale} texts could not be loaded; showing English.`, error);
    }
    i18n.activate(DEFAULT_LOCALE);
    setDocumentLanguage(DEFAULT_LOCALE);
    return DEFAULT_LOCALE;
  }
}

function setDocumentLanguage(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The locale the UI shows now (for Accept-Language and Intl). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The language of the page's address (`/fr/cart` is French; docs/product/languages.md#addresses). */
export function pageLocale(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);
}

/** Opens the page the visitor is on in `locale`: its own address (`/cart` → `/fr/cart`), keeping the query and the fragment. */
export function goToLocale(locale: Locale, { replace = false } = {}): void {
  const { pathname, search, hash } = window.location;
  const target = `${localizedPath(locale, pathname)}${search}${hash}`;
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

type ChoiceListener = (locale: Locale) => Promise<void> | void;
const choiceListeners = new Set<ChoiceListener>();

/** Called after each explicit choice, before the page changes (app/profile-language-saver.tsx saves it to the profile). */
export function onLocaleChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** At most this long a choice waits for the profile to save it before the page changes anyway. */
const SAVE_WAIT_MS = 4_000;

/**
 * An explicit choice (the switcher): remembered in the `lang` cookie, saved to a signed-in
 * customer's profile, then the same page opens at its address in that language.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = langCookie(locale);
  const saved = Promise.allSettled([...choiceListeners].map((listener) => Promise.resolve(listener(locale))));
  await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
  goToLocale(locale);
}

export { i18n };
