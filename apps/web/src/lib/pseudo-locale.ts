import { activateLocale, i18n, pageLocale } from './i18n';
import { DEFAULT_LOCALE, PSEUDO_LOCALE } from './locale';

/**
 * The page's language in development (`npm run dev`; app/mount.tsx imports this module only when
 * `import.meta.env.DEV`, so a production build has neither it nor the pseudo catalog): the
 * address's, or with `?lang=pseudo` the pseudo-locale (docs/product/languages.md#complete-catalogs):
 * every text of the web's catalog accented and about 30 % longer, so a text nobody extracted stays
 * plain English and a layout that breaks shows.
 */
export async function activateDevelopmentLocale(): Promise<void> {
  if (new URLSearchParams(window.location.search).get('lang') !== 'pseudo') {
    await activateLocale(pageLocale());
    return;
  }
  const { messages } = await import('../locales/pseudo-LOCALE.po');
  i18n.load(PSEUDO_LOCALE, messages);
  // Numbers, dates and plurals as in English: the pseudo-locale is no language Intl knows.
  i18n.activate(PSEUDO_LOCALE, [DEFAULT_LOCALE]);
}
