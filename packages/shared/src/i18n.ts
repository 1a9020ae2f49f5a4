import type { Language } from './locale';

/**
 * The shop's five languages (issue 37, docs/product/messages.md#server-texts): English, Sinhala, Spanish,
 * French and German, as BCP 47 tags. English is the source language and the fallback.
 */
export const LOCALES = ['en', 'si', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The profile's language names (docs/product/accounts.md#the-user) as locales. */
const LOCALE_OF_LANGUAGE: Record<Language, Locale> = { English: 'en', Sinhalese: 'si', Spanish: 'es', French: 'fr', German: 'de' };

/** A profile's preferred language as a locale; null when it has none ('') or an unknown one. */
export function localeOfLanguage(language: string | null | undefined): Locale | null {
  return language && Object.hasOwn(LOCALE_OF_LANGUAGE, language) ? LOCALE_OF_LANGUAGE[language as Language] : null;
}

/** The profile's language name for a locale (what the switcher saves for a signed-in customer). */
export function languageOfLocale(locale: Locale): Language {
  return (Object.keys(LOCALE_OF_LANGUAGE) as Language[]).find((language) => LOCALE_OF_LANGUAGE[language] === locale) ?? 'English';
}

/**
 * The best of the five for an `Accept-Language` header ('fr-CA,fr;q=0.9,en;q=0.8' -> 'fr'):
 * ranges by their q (ties keep the header's order), each matched by its primary subtag; `*` and
 * anything naming none of the five give English.
 */
export function localeFromAcceptLanguage(header: string | string[] | null | undefined): Locale {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_LOCALE;
  const ranges = text
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranges) if (isLocale(primary)) return primary;
  return DEFAULT_LOCALE;
}

