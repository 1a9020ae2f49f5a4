import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/locale';

/**
 * docs/product/languages.md#complete-catalogs: every message of the English catalog has a
 * translation in every language, with the same placeholders ({name}) and tags (<0>…</0>).
 * Run `npx lingui extract` (apps/web) after changing texts; this test fails until each
 * language has the new message.
 */
const folder = path.dirname(fileURLToPath(import.meta.url));
const po = formatter({ lineNumbers: false });

async function read(locale: string) {
  const file = path.join(folder, `${locale}.po`);
  return po.parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
}

/** Placeholders and tags, sorted: `{year}`, `<0>`, `</0>`; an ICU plural's own words are not placeholders. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?:[,}])/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe('translation catalogs', async () => {
  const english = await read('en');
  const ids = Object.keys(english);

  it('has the English texts', () => {
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(english[id]?.translation || english[id]?.message, id).toBeTruthy();
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`has every message in ${locale}, with the same placeholders`, async () => {
      const catalog = await read(locale);
      const missing = ids.filter((id) => !catalog[id]?.translation?.trim());
      expect(missing, `untranslated in ${locale}.po`).toEqual([]);
      for (const id of ids) {
        const source = english[id]!.translation || english[id]!.message || id;
        expect(placeholders(catalog[id]!.translation), `${locale}: ${id}`).toEqual(placeholders(source));
      }
    });
  }
});
