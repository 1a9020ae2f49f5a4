import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * The texts of @wallart/shared (MESSAGES, validation messages) in the UI's language
 * (docs/product/languages.md#shared-texts). They are English strings, so they are looked up by
 * their English text: lib/catalogs.ts — loaded with another language's catalogs — finds a plain
 * text's entry in the shared catalogs (packages/shared/src/locales) and reads a templated one
 * ('Must be at most 100 characters.') back into its ICU entry and values. English itself needs
 * no lookup, so none of it costs an English page anything.
 */
let sharedLookup: ((i18n: I18n, message: string) => string) | null = null;

/** `message` (an English text of @wallart/shared) in `i18n`'s language; unknown texts stay as they are. */
export function sharedText(i18n: I18n, message: string): string {
  return i18n.locale === 'en' || !sharedLookup ? message : sharedLookup(i18n, message);
}

/** `sharedText` for components: re-renders with the UI's language. `const ts = useSharedText(); ts(MESSAGES.cart.empty)`. */
export function useSharedText(): (message: string) => string {
  const { i18n } = useLingui();
  // i18n.locale in the dependencies: a new function when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((message: string) => sharedText(i18n, message), [i18n, i18n.locale]);
}

let englishLookup: ((i18n: I18n, message: string) => string) | null = null;

/** Set by lib/catalogs.ts with the other languages' catalogs (English pages never need them). */
export function setSharedLookups(toLocale: (i18n: I18n, message: string) => string, toEnglish: (i18n: I18n, message: string) => string): void {
  sharedLookup = toLocale;
  englishLookup = toEnglish;
}

/**
 * The English text of a shared message the server answered in the UI's language (the client sends
 * Accept-Language), so that code which tells messages apart (which field a 400 is about, a 409's
 * kind) compares with @wallart/shared's constants whatever the language. Unknown texts come back as
 * they are. Show the server's text, not this one.
 */
export function englishOf(i18n: I18n, message: string): string {
  return i18n.locale === 'en' || !englishLookup ? message : englishLookup(i18n, message);
}
