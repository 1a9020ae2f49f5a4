import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * The texts of @wallart/shared (MESSAGES, validation messages) in the UI's language
 * (docs/product/languages.md#shared-texts). They are plain English strings, so they are looked up
 * by their English text: the shared catalogs (packages/shared/src/locales) are keyed by Lingui's id
 * of that text, and `registerSharedEnglish` — called with the English shared catalog when another
 * language's catalogs load (lib/i18n.ts) — maps each English text back to its id. English itself
 * needs no lookup, so no hashing or map costs an English page anything.
 */
const idOfEnglish = new Map<string, string>();

export function registerSharedEnglish(english: Messages): void {
  if (idOfEnglish.size > 0) return;
  for (const [id, compiled] of Object.entries(english)) {
    // A plain text compiles to itself or to a one-string array; texts with placeholders are not
    // looked up this way (the web composes those with its own ICU messages).
    const text = typeof compiled === 'string' ? compiled : Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : null;
    if (text !== null) idOfEnglish.set(text, id);
  }
}

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

const englishOfText = new Map<string, Map<string, string>>();

/**
 * The English text of a shared message the server answered in the UI's language (the client sends
 * Accept-Language), so that code which tells messages apart (which field a 400 is about, a 409's
 * kind) compares with @wallart/shared's constants whatever the language. Unknown texts come back as
 * they are. Show the server's text, not this one.
 */
export function englishOf(i18n: I18n, message: string): string {
  if (i18n.locale === 'en' || idOfEnglish.size === 0) return message;
  let texts = englishOfText.get(i18n.locale);
  if (!texts) {
    texts = new Map();
    for (const [english, id] of idOfEnglish) if (Object.hasOwn(i18n.messages, id)) texts.set(i18n._(id), english);
    englishOfText.set(i18n.locale, texts);
  }
  return texts.get(message) ?? message;
}
