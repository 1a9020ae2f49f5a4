import type { I18n, Messages } from '@lingui/core';
import { plainTextIds, templatedTextReader, translateSharedText, type TemplatedText } from '@wallart/shared';
import type { Locale } from './locale';
import { setSharedLookups } from './shared-text';

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

/** Each plain shared English text's id, and the reader of templated ones; made once. */
let idOfEnglish = new Map<string, string>();
let readTemplated: ((text: string) => TemplatedText | null) | null = null;

/** Maps each shared English text (the English shared catalog) to its id, once. */
export function registerSharedEnglish(english: Messages): void {
  if (readTemplated) return;
  idOfEnglish = plainTextIds(english);
  readTemplated = templatedTextReader(english);
  setSharedLookups(translationOf, englishOfTranslation);
}

/**
 * A shared English text in i18n's language (lib/shared-text.ts sharedText), by @wallart/shared's
 * translateSharedText: 'Must be at most 100 characters.' in French with 100, for instance.
 */
function translationOf(i18n: I18n, message: string): string {
  if (!readTemplated) return message;
  const catalog = {
    idOf: (text: string) => idOfEnglish.get(text),
    has: (id: string) => Object.hasOwn(i18n.messages, id),
    format: (id: string, values?: TemplatedText['values']) => i18n._(id, values),
  };
  return translateSharedText(catalog, readTemplated, message);
}

const englishOfText = new Map<string, Map<string, string>>();

/** A shared message's English from its translation in i18n's language (lib/shared-text.ts englishOf). */
function englishOfTranslation(i18n: I18n, message: string): string {
  let texts = englishOfText.get(i18n.locale);
  if (!texts) {
    texts = new Map();
    for (const [english, id] of idOfEnglish) if (Object.hasOwn(i18n.messages, id)) texts.set(i18n._(id), english);
    englishOfText.set(i18n.locale, texts);
  }
  return texts.get(message) ?? message;
}
