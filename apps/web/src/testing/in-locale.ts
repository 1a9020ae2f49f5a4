import type { Locale } from '@wallart/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { activateLocale } from '../lib/i18n';

/** Called in a `describe`: its tests run in `locale` (its catalogs loaded), and English is back after them. */
export function inLocale(locale: Locale): void {
  beforeAll(async () => {
    expect(await activateLocale(locale)).toBe(locale);
  });
  afterAll(async () => {
    await activateLocale('en');
  });
}
