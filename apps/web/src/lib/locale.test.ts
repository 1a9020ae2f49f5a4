import { describe, expect, it } from 'vitest';
import { languageOfLocale } from '@wallart/shared';
import { langCookie, localeFromCookies, resolveLocale } from './locale';

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
  it('takes the first browser language the shop has, by its primary subtag', () => {
    expect(resolveLocale({ browserLanguages: ['it', 'de-CH', 'fr'] })).toBe('de');
    expect(resolveLocale({ browserLanguages: ['ja', 'zh'] })).toBe('en');
  });

  it('writes and reads the lang cookie and maps locales to profile values', () => {
    expect(langCookie('fr')).toMatch(/^lang=fr; Path=\/;/);
    expect(localeFromCookies(langCookie('si').split(';')[0])).toBe('si');
    expect(languageOfLocale('si')).toBe('Sinhalese');
  });
});
