import { describe, expect, it } from 'vitest';
import { langCookie, localeBasename, localeFromCookies, localeOfPath, localizedPath, pathWithoutLocale, visitorLocale } from './locale-paths';

describe('addresses per language (docs/product/languages.md#addresses)', () => {
  it('reads the language of an address from its prefix, English without one', () => {
    expect(localeOfPath('/fr/cart')).toBe('fr');
    expect(localeOfPath('/si')).toBe('si');
    expect(localeOfPath('/cart')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    // Neither an unknown prefix nor English's own code is a language prefix.
    expect(localeOfPath('/xx/cart')).toBe('en');
    expect(localeOfPath('/en/cart')).toBe('en');
    expect(localeOfPath('/france')).toBe('en');
  });

  it('takes the prefix off and puts one on, the landing page being the bare prefix', () => {
    expect(pathWithoutLocale('/de/admin/users')).toBe('/admin/users');
    expect(pathWithoutLocale('/de')).toBe('/');
    expect(pathWithoutLocale('/cart')).toBe('/cart');
    expect(localizedPath('fr', '/cart')).toBe('/fr/cart');
    expect(localizedPath('fr', '/')).toBe('/fr');
    expect(localizedPath('en', '/fr/cart')).toBe('/cart');
    expect(localizedPath('de', '/fr/cart')).toBe('/de/cart');
    expect(localeBasename('en')).toBe('');
    expect(localeBasename('es')).toBe('/es');
  });
});

describe('a visitor’s language before any address names one (docs/product/languages.md#which-language)', () => {
  it('is the remembered choice, then Accept-Language, then English', () => {
    expect(visitorLocale({ cookies: 'theme=dark; lang=es', acceptLanguage: 'de' })).toBe('es');
    expect(visitorLocale({ cookies: 'lang=xx', acceptLanguage: 'it-IT,fr-CA;q=0.9,de;q=0.8' })).toBe('fr');
    expect(visitorLocale({ acceptLanguage: 'it, pt-BR' })).toBe('en');
    expect(visitorLocale({ acceptLanguage: 'ja,zh;q=0.5' })).toBe('en');
    expect(visitorLocale({})).toBe('en');
  });

  it('writes and reads the lang cookie', () => {
    expect(langCookie('fr')).toMatch(/^lang=fr; Path=\/;/);
    expect(localeFromCookies(langCookie('si').split(';')[0])).toBe('si');
    expect(localeFromCookies('lang=klingon')).toBeUndefined();
  });
});
