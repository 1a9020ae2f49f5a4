import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, langCookie, resolveLocale, type Locale } from './locale';
import { registerSharedEnglish } from './shared-text';

/**
 * The app's Lingui instance (decision 080, docs/product/languages.md). English needs no catalog:
 * each text is in the code that shows it, compiled at build time (lingui-macro-preset.cjs, decision
 * 083), so a page loads only its own English. Every other language is one compiled catalog fetched
 * on demand, so it costs only that language's visitors.
 */
i18n.load(DEFAULT_LOCALE, {});
i18n.activate(DEFAULT_LOCALE);

type Catalog = () => Promise<{ messages: Messages }>;

/** Per language: the web's own catalog and @wallart/shared's (lib/shared-text.ts), loaded together. */
const catalogs: Record<Exclude<Locale, 'en'>, [web: Catalog, shared: Catalog]> = {
  si: [() => import('../locales/si.po'), () => import('@wallart/shared/locales/si')],
  es: [() => import('../locales/es.po'), () => import('@wallart/shared/locales/es')],
  fr: [() => import('../locales/fr.po'), () => import('@wallart/shared/locales/fr')],
  de: [() => import('../locales/de.po'), () => import('@wallart/shared/locales/de')],
};

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
  const [web, shared] = catalogs[locale];
  try {
    const [own, sharedOwn, sharedEnglish] = await Promise.all([web(), shared(), import('@wallart/shared/locales/en')]);
    registerSharedEnglish(sharedEnglish.messages);
    i18n.load(locale, { ...sharedOwn.messages, ...own.messages });
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

/** The visitor's language at start: the stored account's, the `lang` cookie, the browser's (lib/locale.ts). */
export function startingLocale(profileLanguage: string | null | undefined): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return resolveLocale({ profileLanguage, cookies: document.cookie, browserLanguages: navigator.languages ?? [] });
}

const choiceListeners = new Set<(locale: Locale) => void>();

/** Called after each explicit choice that is shown (app/profile-language-saver.tsx saves it to the profile). */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** An explicit choice: remembered in the `lang` cookie and shown at once. */
export async function chooseLocale(locale: Locale): Promise<Locale> {
  document.cookie = langCookie(locale);
  const shown = await activateLocale(locale);
  if (shown === locale) choiceListeners.forEach((listener) => listener(locale));
  return shown;
}

export { i18n };
