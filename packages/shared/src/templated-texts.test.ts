import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from './admin-rules';
import { messages as english } from './locales/en';
import { messages as french } from './locales/fr';
import { MESSAGES } from './messages';
import { ORDER_STATUS_LABELS } from './orders';
import { plainTextIds, templatedTextReader, translateSharedText, type SharedTextCatalog } from './templated-texts';

const read = templatedTextReader(english);
const inFrench = (text: string) => {
  const found = read(text);
  return found && setupI18n({ locale: 'fr', messages: { fr: french } })._(found.id, found.values);
};

describe('templatedTextReader (docs/product/languages.md#shared-texts)', () => {
  it('reads a templated text back into its entry and values, which format it in another language', () => {
    expect(read(MESSAGES.contact.tooLong(100))?.values).toEqual({ max: '100' });
    expect(inFrench(MESSAGES.contact.tooLong(100))).toMatch(/100/);
    expect(inFrench(MESSAGES.contact.tooLong(100))).not.toBe(MESSAGES.contact.tooLong(100));
    expect(inFrench(MESSAGES.designs.updated('Sunset'))).toContain('Sunset');
  });

  it('reads plurals back: the number shown, and 1 for a "one" branch with no number', () => {
    expect(read(MESSAGES.api.rateLimitedFor(30))?.values).toEqual({ seconds: 30 });
    expect(read(MESSAGES.api.rateLimitedFor(1))?.values).toEqual({ seconds: 1 });
    expect(read(MESSAGES.cart.artworkUnavailable(['Lake']))?.values).toEqual({ count: 1, names: '“Lake”' });
    expect(read(MESSAGES.cart.artworkUnavailable(['Lake', 'Sea']))?.values).toEqual({ count: 2, names: '“Lake”, “Sea”' });
    expect(inFrench(MESSAGES.api.rateLimitedFor(30))).toMatch(/30/);
  });

  it('finds the same entry whatever the values; plain and unknown texts are not templated', () => {
    expect(read(ADMIN_ORDER_MESSAGES.moved('ORD-2026-1234', 'scheduled'))?.id).toBe(read(ADMIN_ORDER_MESSAGES.moved('ORD-2026-9', 'completed'))?.id);
    expect(read(MESSAGES.api.notFound)).toBeNull();
    expect(read('Nothing the shop ever says.')).toBeNull();
  });
});

describe('translateSharedText (the web and the server translate shared texts with it)', () => {
  const i18n = setupI18n({ locale: 'fr', messages: { fr: french } });
  const ids = plainTextIds(english);
  const catalog: SharedTextCatalog = {
    idOf: (text) => ids.get(text),
    has: (id) => Object.hasOwn(french, id),
    format: (id, values) => i18n._(id, values),
  };
  const translate = (text: string) => translateSharedText(catalog, read, text);

  it('translates a plain text by its entry and a templated one with its values', () => {
    expect(translate(MESSAGES.api.notFound)).toBe(i18n._(ids.get(MESSAGES.api.notFound) ?? 'missing'));
    expect(translate(MESSAGES.api.notFound)).not.toBe(MESSAGES.api.notFound);
    expect(translate(MESSAGES.contact.tooLong(100))).toMatch(/100/);
  });

  it('translates an order status inside a text, and leaves a value that is no status as it is', () => {
    const moved = translate(ADMIN_ORDER_MESSAGES.moved('ORD-2026-1234', 'scheduled'));
    expect(moved).toContain('ORD-2026-1234');
    expect(moved).toContain(translate(ORDER_STATUS_LABELS.scheduled));
    expect(translate(ORDER_STATUS_LABELS.scheduled)).not.toBe(ORDER_STATUS_LABELS.scheduled);
  });

  it('returns a text no catalog holds unchanged', () => {
    expect(translate('Nothing the shop ever says.')).toBe('Nothing the shop ever says.');
  });
});
