import { describe, expect, it } from 'vitest';
import { languageOfLocale, LOCALES, localeFromAcceptLanguage, localeOfLanguage } from './i18n';
import { formatDateIn, formatMoneyIn } from './intl-money';

describe('localeFromAcceptLanguage (docs/product/messages.md#server-texts)', () => {
  it.each([
    ['es', 'es'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE', 'de'],
    ['si-LK,si;q=0.9', 'si'],
    ['xx', 'en'],
    ['ja,zh;q=0.5', 'en'],
    ['ja,de;q=0.5', 'de'],
    ['en;q=0.2,fr;q=0.9', 'fr'],
    ['fr;q=0,de', 'de'],
    ['*', 'en'],
    ['', 'en'],
  ])('%j gives %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
  it('gives English without the header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('localeOfLanguage', () => {
  it("maps the profile's language names and nothing else", () => {
    expect(['English', 'Sinhalese', 'Spanish', 'French', 'German'].map(localeOfLanguage)).toEqual(['en', 'si', 'es', 'fr', 'de']);
    expect(localeOfLanguage('')).toBeNull();
    expect(localeOfLanguage('Klingon')).toBeNull();
    expect(localeOfLanguage('toString')).toBeNull();
  });
});

describe('languageOfLocale', () => {
  it("is localeOfLanguage's inverse for each of the five", () => {
    for (const locale of LOCALES) expect(localeOfLanguage(languageOfLocale(locale))).toBe(locale);
    expect(languageOfLocale('si')).toBe('Sinhalese');
  });
});

describe('formatMoneyIn: the one currency (CAD) in each language', () => {
  // Intl separates with no-break spaces: compared with plain ones.
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  it('keeps English as it was and writes French as in Canada', () => {
    expect(formatMoneyIn('en', 123_450)).toBe('CAD 1,234.50');
    expect(plain(formatMoneyIn('fr', 123_450))).toBe('1 234,50 $');
    expect(plain(formatMoneyIn('de', 123_450))).toBe('1.234,50 CAD');
    expect(plain(formatMoneyIn('es', 1_234_550))).toBe('12.345,50 CAD');
    expect(plain(formatMoneyIn('si', 123_450))).toContain('1,234.50');
  });
  it('writes dates in the language, English as the stored ISO date', () => {
    expect(formatDateIn('en', '2026-12-02T10:00:00.000Z')).toBe('2026-12-02');
    expect(formatDateIn('fr', '2026-12-02T10:00:00.000Z')).toBe('2 décembre 2026');
    expect(formatDateIn('de', '2026-12-02T10:00:00.000Z')).toBe('2. Dezember 2026');
  });
});
