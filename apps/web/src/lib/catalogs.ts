import type { I18n, Messages } from '@lingui/core';
import { ORDER_STATUS_LABELS, templatedTextReader, type TemplatedText } from '@wallart/shared';
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
const idOfEnglish = new Map<string, string>();
let readTemplated: ((text: string) => TemplatedText | null) | null = null;

/** Maps each shared English text (the English shared catalog) to its id, once. */
export function registerSharedEnglish(english: Messages): void {
  if (readTemplated) return;
  for (const [id, compiled] of Object.entries(english)) {
    // A plain text compiles to itself or to a one-string array; texts with placeholders are
    // read back into their entry and values instead (templatedTextReader).
    const text = typeof compiled === 'string' ? compiled : Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : null;
    if (text !== null) idOfEnglish.set(text, id);
  }
  readTemplated = templatedTextReader(english);
  setSharedLookups(translationOf, englishOfTranslation);
}

const hasEntry = (i18n: I18n, id: string | undefined): id is string => id !== undefined && Object.hasOwn(i18n.messages, id);

/** Values that are shared texts themselves and shown in the language too: an order status ('Scheduled'), a message inside a message. */
const TRANSLATED_VALUES = new Set(['status', 'message']);
const STATUS_LABELS = new Set<string>(Object.values(ORDER_STATUS_LABELS));

/**
 * A shared English text in i18n's language (lib/shared-text.ts sharedText): a plain text's entry;
 * else a templated text's ICU entry formatted with its values ('Must be at most 100 characters.'
 * in French with 100); else the text as it is.
 */
function translationOf(i18n: I18n, message: string): string {
  const id = idOfEnglish.get(message);
  if (hasEntry(i18n, id)) return i18n._(id);
  const templated = readTemplated?.(message);
  if (!templated || !hasEntry(i18n, templated.id)) return message;
  const values = { ...templated.values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !TRANSLATED_VALUES.has(name)) continue;
    if (name === 'status' && !STATUS_LABELS.has(value)) continue;
    values[name] = translationOf(i18n, value);
  }
  return i18n._(templated.id, values);
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
