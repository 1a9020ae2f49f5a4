import type { Messages } from '@lingui/core';
import type { Locale } from './locale';
import { registerSharedEnglish } from './shared-text';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Per language: the web's own catalog and @wallart/shared's (lib/shared-text.ts). A module of its
 * own, imported only when a language other than English is shown (lib/i18n.ts), so that the list
 * of catalog files is not part of every English page's first load.
 */
const catalogs: Record<Exclude<Locale, 'en'>, [web: Catalog, shared: Catalog]> = {
  si: [() => import('../locales/si.po'), () => import('@wallart/shared/locales/si')],
  es: [() => import('../locales/es.po'), () => import('@wallart/shared/locales/es')],
  fr: [() => import('../locales/fr.po'), () => import('@wallart/shared/locales/fr')],
  de: [() => import('../locales/de.po'), () => import('@wallart/shared/locales/de')],
};

/** A language's messages, the web's over the shared ones; also maps shared English texts to their ids. */
export async function loadCatalogs(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  const [web, shared] = catalogs[locale];
  const [own, sharedOwn, sharedEnglish] = await Promise.all([web(), shared(), import('@wallart/shared/locales/en')]);
  registerSharedEnglish(sharedEnglish.messages);
  return { ...sharedOwn.messages, ...own.messages };
}
