import { afterEach, describe, expect, it } from 'vitest';
import { pageTexts } from '../config/page-texts';
import { i18n } from './i18n';
import { activateDevelopmentLocale as activatePageLocale } from './pseudo-locale';
import { LOCALES, PSEUDO_LOCALE } from './locale';

const homeTitle = pageTexts['home.html']!.title;

describe('the page language at start (docs/product/languages.md)', () => {
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await activatePageLocale();
  });

  it('is the address’s language', async () => {
    window.history.replaceState(null, '', '/de/cart');
    await activatePageLocale();
    expect(i18n.locale).toBe('de');
    expect(i18n._(homeTitle)).toBe('WallArt Studio — Wandkunst nach Maß, Wandbilder und Leinwanddrucke');
  });

  it('in development, ?lang=pseudo shows every catalogued text accented and longer; it is no language of the switcher', async () => {
    expect(import.meta.env.DEV).toBe(true);
    window.history.replaceState(null, '', '/cart?lang=pseudo');
    await activatePageLocale();
    expect(i18n.locale).toBe(PSEUDO_LOCALE);
    const english = 'WallArt Studio — Custom Wall Art, Murals & Canvas Prints';
    const pseudo = i18n._(homeTitle);
    expect(pseudo).not.toBe(english);
    expect(pseudo.normalize('NFD').replace(/\p{M}/gu, '')).toContain('Custom Wall Art');
    expect(pseudo).toMatch(/[À-ž]/);
    expect(LOCALES as readonly string[]).not.toContain(PSEUDO_LOCALE);
  });
});
