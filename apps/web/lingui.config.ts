import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The shop's catalogs (docs/product/languages.md, decision 080): one PO file per language in
 * src/locales, English the source. `pseudo-LOCALE` is for development only: accented texts about
 * 30 % longer, to show strings nobody extracted and layouts that break.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'si', 'es', 'fr', 'de', 'pseudo-LOCALE'],
  pseudoLocale: 'pseudo-LOCALE',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
});
