import { describe, expect, it } from 'vitest';
import { langCookie, localeFromCookies, parseAcceptLanguage, profileLanguageOf, resolveLocale } from './locale';

describe('resolveLocale (docs/product/languages.md#which-language)', () => {
  it("takes the signed-in customer's profile language first", () => {
    expect(resolveLocale({ profileLanguage: 'Sinhalese', cookies: 'lang=fr', browserLanguages: ['de-DE'] })).toBe('si');
    expect(resolveLocale({ profileLanguage: 'German' })).toBe('de');
  });

  it('then the remembered choice, then the browser languages, then English', () => {
    expect(resolveLocale({ cookies: 'theme=dark; lang=es', browserLanguages: ['de'] })).toBe('es');
    expect(resolveLocale({ cookies: 'lang=xx', browserLanguages: ['it-IT', 'fr-CA', 'de'] })).toBe('fr');
    expect(resolveLocale({ browserLanguages: ['it', 'pt-BR'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('ignores a profile language outside the five', () => {
    expect(resolveLocale({ profileLanguage: 'Klingon', browserLanguages: ['es-MX'] })).toBe('es');
  });
});

describe('Accept-Language and the cookie', () => {
  it('orders tags by weight and drops q=0', () => {
    expect(parseAcceptLanguage('it;q=0.9, de-CH, fr;q=0.95, es;q=0')).toEqual(['de-CH', 'fr', 'it']);
    expect(resolveLocale({ browserLanguages: parseAcceptLanguage('ja, zh;q=0.8') })).toBe('en');
  });

  it('writes and reads the lang cookie and maps locales to profile values', () => {
    expect(langCookie('fr')).toMatch(/^lang=fr; Path=\/;/);
    expect(localeFromCookies(langCookie('si').split(';')[0])).toBe('si');
    expect(profileLanguageOf('si')).toBe('Sinhalese');
  });
});
