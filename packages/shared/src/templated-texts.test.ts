import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from './admin-rules';
import { messages as english } from './locales/en';
import { messages as french } from './locales/fr';
import { MESSAGES } from './messages';
import { templatedTextReader } from './templated-texts';

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
