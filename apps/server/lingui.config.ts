import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's and the shared package's Lingui catalogs (issue 37, decision 081): PO files,
 * compiled to TypeScript modules by `npm run i18n:compile -w @wallart/server`. Their messages are
 * looked up by their English text at run time (src/lib/i18n.ts), so there is nothing to extract.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'si', 'es', 'fr', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: [] },
    { path: '<rootDir>/../../packages/shared/src/locales/{locale}', include: [] },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
