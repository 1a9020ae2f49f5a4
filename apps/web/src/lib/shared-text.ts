import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * The texts of @wallart/shared (MESSAGES, validation messages) in the UI's language
 * (docs/product/languages.md#shared-texts). They are plain English strings, so they are looked up
 * by their English text: the shared catalogs (packages/shared/src/locales) are keyed by Lingui's id
 * of that text, and lib/catalogs.ts — loaded with another language's catalogs — maps each English
 * text back to its id. English itself
 * needs no lookup, so no hashing or map costs an English page anything.
 */
/** Each shared English text's id; filled by lib/catalogs.ts when another language loads. */
export const idOfEnglish = new Map<string, string>();

/** `message` (an English text of @wallart/shared) in `i18n`'s language; unknown texts stay as they are. */
export function sharedText(i18n: I18n, message: string): string {
  if (i18n.locale === 'en') return message;
  const id = idOfEnglish.get(message);
  return id !== undefined && Object.hasOwn(i18n.messages, id) ? i18n._(id) : message;
}

/** `sharedText` for components: re-renders with the UI's language. `const ts = useSharedText(); ts(MESSAGES.cart.empty)`. */
export function useSharedText(): (message: string) => string {
  const { i18n } = useLingui();
  // i18n.locale in the dependencies: a new function when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((message: string) => sharedText(i18n, message), [i18n, i18n.locale]);
}

let englishLookup: ((i18n: I18n, message: string) => string) | null = null;

/** Set by lib/catalogs.ts with the other languages' catalogs (English pages never need it). */
export function setEnglishLookup(lookup: (i18n: I18n, message: string) => string): void {
  englishLookup = lookup;
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
