import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import * as shared from '@wallart/shared';
import { LOCALES, MESSAGES, type Locale } from '@wallart/shared';
import { t } from './i18n';

/**
 * Catalog completeness (issue 37, docs/product/messages.md#message-catalogs): every message of the
 * shared and the server catalogs in all five languages, with the same placeholders as the English,
 * compiled from the PO files as they are (`npm run i18n:compile`), and every shared entry still a
 * message of @wallart/shared (an English text changed there leaves no stale entry behind).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const CATALOG_DIRS = {
  shared: path.resolve(here, '../../../../packages/shared/src/locales'),
  server: path.resolve(here, '../locales'),
};

interface Entry {
  message?: string;
  translation?: string;
  context?: string;
}

async function readPo(dir: string, locale: Locale): Promise<Record<string, Entry>> {
  const po = formatter();
  const content = readFileSync(path.join(dir, `${locale}.po`), 'utf8');
  return po.parse(content, { locale, sourceLocale: 'en', filename: `${locale}.po` });
}

/** The arguments of an ICU message with their types: 'name', 'count:plural'. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+))?\s*[,}]/g)) found.add(m[2] ? `${m[1]}:${m[2]}` : m[1]!);
  return [...found].sort();
}

describe.each(Object.entries(CATALOG_DIRS))('the %s catalog', (name, dir) => {
  it('has every message in every language, with the placeholders of the English', async () => {
    const english = await readPo(dir, 'en');
    const ids = Object.keys(english).sort();
    expect(ids.length).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      const catalog = await readPo(dir, locale);
      expect(Object.keys(catalog).sort(), `${name}/${locale}.po lists other messages than en.po`).toEqual(ids);
      for (const id of ids) {
        const source = english[id]!.message!;
        const translation = catalog[id]!.translation ?? '';
        expect(translation.trim(), `${name}/${locale}.po: "${source}" is not translated`).not.toBe('');
        expect(placeholders(translation), `${name}/${locale}.po: "${source}" has other placeholders`).toEqual(placeholders(source));
        if (locale === 'en') expect(translation, `en.po: "${source}" must stay as it is`).toBe(source);
      }
    }
  });

  it('is compiled from its PO files as they are (npm run i18n:compile)', async () => {
    for (const locale of LOCALES) {
      const catalog = await readPo(dir, locale);
      const { messages } = (await import(path.join(dir, `${locale}.ts`))) as { messages: Record<string, unknown> };
      const expected = Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, compileMessage(entry.translation!)]));
      expect(messages, `${name}/${locale}.ts is stale: run npm run i18n:compile`).toEqual(expected);
    }
  });
});

describe('the shared catalog', () => {
  it('holds only texts of @wallart/shared (or their ICU forms)', async () => {
    const texts = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const [key, value] of Object.entries(shared)) if (key.endsWith('MESSAGES')) walk(value);
    const english = await readPo(CATALOG_DIRS.shared, 'en');
    const stale = Object.values(english)
      .map((entry) => entry.message!)
      .filter((message) => !texts.has(message) && !/\{\w+, (plural|select)/.test(message));
    expect(stale).toEqual([]);
  });
});

describe('t', () => {
  it('translates a shared message by its English text, and leaves an unknown one as it is', () => {
    expect(t('es', MESSAGES.api.forbidden)).toBe('No tiene permiso para hacer eso.');
    expect(t('de', MESSAGES.api.forbidden)).toBe('Dazu sind Sie nicht berechtigt.');
    expect(t('en', MESSAGES.api.forbidden)).toBe(MESSAGES.api.forbidden);
    expect(t('fr', 'A text no catalog has')).toBe('A text no catalog has');
  });

  it('fills placeholders and chooses plural forms by the language', () => {
    const recovery = 'Your verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.';
    expect(t('en', recovery, { code: '1234', minutes: 10 })).toBe('Your verification code is 1234. It expires in 10 minutes.');
    expect(t('en', recovery, { code: '1234', minutes: 1 })).toBe('Your verification code is 1234. It expires in 1 minute.');
    expect(t('fr', recovery, { code: '1234', minutes: 1 })).toBe('Votre code de vérification est 1234. Il expire dans 1 minute.');
    expect(t('de', recovery, { code: '1234', minutes: 10 })).toBe('Ihr Bestätigungscode lautet 1234. Er läuft in 10 Minuten ab.');
    const wait = 'Too many requests — try again in {seconds, plural, one {# second} other {# seconds}}.';
    // French's "one" covers 0 and 1; English's only 1.
    expect(t('fr', wait, { seconds: 0 })).toBe('Trop de requêtes — veuillez réessayer dans 0 seconde.');
    expect(t('en', wait, { seconds: 0 })).toBe('Too many requests — try again in 0 seconds.');
    // Sinhala's "one" covers 0 and 1 too (CLDR); Lingui asks Intl.PluralRules.
    expect(new Intl.PluralRules('si').select(0)).toBe('one');
    expect(t('si', wait, { seconds: 5 })).toBe('ඉල්ලීම් වැඩියි — තත්පර 5කින් නැවත උත්සාහ කරන්න.');
  });
});
