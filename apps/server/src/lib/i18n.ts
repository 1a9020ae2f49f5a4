import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { DEFAULT_LOCALE, LOCALES, localeFromAcceptLanguage, plainTextIds, templatedTextReader, translateSharedText, type Locale } from '@wallart/shared';
import { messages as sharedDe } from '@wallart/shared/locales/de';
import { messages as sharedEn } from '@wallart/shared/locales/en';
import { messages as sharedEs } from '@wallart/shared/locales/es';
import { messages as sharedFr } from '@wallart/shared/locales/fr';
import { messages as sharedSi } from '@wallart/shared/locales/si';
import { messages as serverDe } from '../locales/de';
import { messages as serverEn } from '../locales/en';
import { messages as serverEs } from '../locales/es';
import { messages as serverFr } from '../locales/fr';
import { messages as serverSi } from '../locales/si';

/**
 * The server's texts in the customer's language (issue 37, docs/product/messages.md#server-texts):
 * Lingui's core with the compiled PO catalogs of @wallart/shared (the messages the web app shows
 * too) and of the server (mails, PDFs, the error handler's own texts). A message is looked up by
 * Lingui's id of its English text, so `t(locale, MESSAGES.api.forbidden)` finds the same entry the
 * web app's catalog has; a text no catalog holds stays English.
 */

const CATALOGS: Record<Locale, Messages> = {
  en: { ...sharedEn, ...serverEn },
  si: { ...sharedSi, ...serverSi },
  es: { ...sharedEs, ...serverEs },
  fr: { ...sharedFr, ...serverFr },
  de: { ...sharedDe, ...serverDe },
};

const instances = new Map<Locale, I18n>();

/** One Lingui instance per locale, made once (the catalogs are compiled: no parsing per request). */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

export type MessageValues = Record<string, string | number>;

/**
 * `message` (its English source text, ICU placeholders included) in `locale`. A message in no
 * catalog (a templated text, an unknown one) is returned as it is.
 */
export function t(locale: Locale, message: string, values?: MessageValues, context?: string): string {
  const id = generateMessageId(message, context);
  const i18n = i18nFor(locale);
  if (!Object.hasOwn(CATALOGS[locale], id)) {
    return Object.hasOwn(CATALOGS[DEFAULT_LOCALE], id) ? i18nFor(DEFAULT_LOCALE)._({ id, values }) : message;
  }
  return i18n._({ id, values });
}

/**
 * Shared English texts read back into their catalog entries: a plain one by its text, a templated
 * one ('Must be at most 100 characters.' is `Must be at most {max} characters.` with max 100) by
 * templatedTextReader, as the web's lib/catalogs.ts does.
 */
const sharedIds = plainTextIds(sharedEn);
const readTemplated = templatedTextReader(sharedEn);

/**
 * A text the server sends (an error's or a success's `message`, a validation issue) in `locale`,
 * by @wallart/shared's translateSharedText: a catalog entry by its English text (the server's own
 * or a shared one); else a templated shared text's entry with its values (plurals too, an order
 * status among them translated); else the text as it is.
 */
export function translateText(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  const i18n = i18nFor(locale);
  const catalog = {
    idOf: (english: string) => {
      const id = generateMessageId(english);
      return Object.hasOwn(CATALOGS[locale], id) ? id : sharedIds.get(english);
    },
    has: (id: string) => Object.hasOwn(CATALOGS[locale], id),
    format: (id: string, values?: MessageValues) => i18n._({ id, values }),
  };
  return translateSharedText(catalog, readTemplated, text);
}

/** Whether every locale's catalog holds `message` (tests; the completeness test checks the catalogs themselves). */
export function isCatalogued(message: string, context?: string): boolean {
  const id = generateMessageId(message, context);
  return LOCALES.every((locale) => Object.hasOwn(CATALOGS[locale], id));
}

/** The language of a request: its `Accept-Language` matched to the five (the web client sends its locale); else English. */
export function requestLocale(request: { headers: Record<string, string | string[] | undefined> }): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
