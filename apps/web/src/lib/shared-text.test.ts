import { setupI18n } from '@lingui/core';
import { MESSAGES } from '@wallart/shared';
import { messages as sharedEn } from '@wallart/shared/locales/en';
import { messages as sharedFr } from '@wallart/shared/locales/fr';
import { describe, expect, it } from 'vitest';
import { registerSharedEnglish } from './catalogs';
import { englishOf, sharedText } from './shared-text';

describe('sharedText (docs/product/languages.md#shared-texts)', () => {
  registerSharedEnglish(sharedEn);

  it('shows a shared message in the active language, found by its English text', () => {
    const french = setupI18n({ locale: 'fr', messages: { fr: sharedFr } });
    expect(sharedText(french, MESSAGES.api.notFound)).toBe('Introuvable.');
  });

  it('leaves English as it is, and a text no catalog holds', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(sharedText(english, MESSAGES.api.notFound)).toBe(MESSAGES.api.notFound);
    const french = setupI18n({ locale: 'fr', messages: { fr: sharedFr } });
    expect(sharedText(french, 'Something the catalogs never saw.')).toBe('Something the catalogs never saw.');
  });
});

describe('englishOf: a shared message the server answered in French, told apart by its English', () => {
  it('maps the translation back to the English constant; English and unknown texts stay', () => {
    const french = setupI18n({ locale: 'fr', messages: { fr: sharedFr } });
    expect(englishOf(french, 'Introuvable.')).toBe(MESSAGES.api.notFound);
    expect(englishOf(french, 'Rien de connu.')).toBe('Rien de connu.');
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(englishOf(english, MESSAGES.api.notFound)).toBe(MESSAGES.api.notFound);
  });
});

describe('sharedText: a templated shared message, formatted with its values in the active language', () => {
  const french = setupI18n({ locale: 'fr', messages: { fr: sharedFr } });

  it('keeps the values and uses the language plural rules', () => {
    expect(sharedText(french, MESSAGES.contact.tooLong(100))).toBe('Ne doit pas dépasser 100 caractères.');
    // French's "one" covers 0 and 1; the English said "0 seconds".
    expect(sharedText(french, MESSAGES.api.rateLimitedFor(0))).toBe('Trop de requêtes — veuillez réessayer dans 0 seconde.');
    expect(sharedText(french, MESSAGES.designs.updated('Salon'))).toContain('Salon');
    expect(sharedText(french, MESSAGES.designs.updated('Salon'))).not.toBe(MESSAGES.designs.updated('Salon'));
  });

  it('leaves English as it is', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(sharedText(english, MESSAGES.contact.tooLong(100))).toBe('Must be at most 100 characters.');
  });
});
