import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import * as shared from '@wallart/shared';
import { LOCALES, MESSAGES, type Locale } from '@wallart/shared';
import { t, translateText } from './i18n';

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

/**
 * Every text of @wallart/shared's message objects (the exports named …MESSAGES or …MESSAGE: MESSAGES,
 * PLAN_MESSAGES, the schemas' FIELD_MESSAGES, ICU_MESSAGES, …, and ORDER_STATUS_LABELS), with the path that names it.
 */
function sharedTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, at: string): void => {
    if (typeof value === 'string') texts.set(value, texts.get(value) ?? at);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${at}.${key}`);
  };
  // ORDER_STATUS_LABELS too: the web shows them through the shared catalog (decision 085).
  for (const [key, value] of Object.entries(shared)) if (/MESSAGES?$/.test(key) || key === 'ORDER_STATUS_LABELS') walk(value, key);
  return texts;
}

describe('the shared catalog', () => {
  it('holds only texts of @wallart/shared (an English text changed there leaves no stale entry)', async () => {
    const texts = sharedTexts();
    const english = await readPo(CATALOG_DIRS.shared, 'en');
    const stale = Object.values(english)
      .map((entry) => entry.message!)
      .filter((message) => !texts.has(message));
    expect(stale).toEqual([]);
  });

  it('holds every text of @wallart/shared (a new message needs its translations)', async () => {
    const english = new Set(Object.values(await readPo(CATALOG_DIRS.shared, 'en')).map((entry) => entry.message!));
    // Kept English on purpose (docs/product/messages.md#server-texts): the sign-up form recognises it by its text.
    const untranslated = new Set<string>([MESSAGES.signUp.serverEmailTaken]);
    const missing = [...sharedTexts()].filter(([text]) => !english.has(text) && !untranslated.has(text)).map(([text, at]) => `${at}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('has the ICU form of each templated message saying in English what its function says', () => {
    const I = shared.ICU_MESSAGES;
    const same: [string, string][] = [
      [MESSAGES.signUp.serverError(502), t('en', I.signUp.serverError, { status: 502 })],
      [MESSAGES.forgotPassword.codeSent('a@b.c'), t('en', I.forgotPassword.codeSent, { email: 'a@b.c' })],
      [MESSAGES.adminUsers.created('Ann'), t('en', I.adminUsers.created, { name: 'Ann' })],
      [MESSAGES.adminUsers.updated('Ann'), t('en', I.adminUsers.updated, { name: 'Ann' })],
      [MESSAGES.adminUsers.deleted('Ann'), t('en', I.adminUsers.deleted, { name: 'Ann' })],
      [MESSAGES.adminUsers.noMatch('x'), t('en', I.adminUsers.noMatch, { query: 'x' })],
      [MESSAGES.cart.artworkUnavailable(['Sunset']), t('en', I.cart.artworkUnavailable, { count: 1, names: '“Sunset”' })],
      [MESSAGES.cart.artworkUnavailable(['Sunset', 'Lake']), t('en', I.cart.artworkUnavailable, { count: 2, names: '“Sunset”, “Lake”' })],
      [MESSAGES.orders.loadFailed(500), t('en', I.orders.loadFailed, { status: 500 })],
      [shared.paidWithText({ method: 'card', brand: 'visa', last4: '4242' }), t('en', I.orders.paidWithCard, { brand: 'Visa', last4: '4242' })],
      [MESSAGES.designs.updated('Den'), t('en', I.designs.updated, { name: 'Den' })],
      [MESSAGES.designs.saveError('boom'), t('en', I.designs.saveError, { message: 'boom' })],
      [MESSAGES.designs.wallDeleted('Loft'), t('en', I.designs.wallDeleted, { shownWall: 'Loft' })],
      [MESSAGES.designs.wallUnavailable('Loft'), t('en', I.designs.wallUnavailable, { shownWall: 'Loft' })],
      [MESSAGES.contact.tooLong(100), t('en', I.contact.tooLong, { max: 100 })],
      [MESSAGES.http.timeout(5000), t('en', I.http.timeout, { ms: 5000 })],
      [MESSAGES.http.requestFailed(404), t('en', I.http.requestFailed, { status: 404 })],
      [MESSAGES.api.rateLimitedFor(1), t('en', I.api.rateLimitedFor, { seconds: 1 })],
      [MESSAGES.api.rateLimitedFor(30), t('en', I.api.rateLimitedFor, { seconds: 30 })],
      [shared.ADMIN_ORDER_MESSAGES.stale('ORD-1', 'in-production'), t('en', I.adminOrders.stale, { orderNumber: 'ORD-1', status: 'In Production' })],
      [shared.ADMIN_ORDER_MESSAGES.noMatch('x'), t('en', I.adminOrders.noMatch, { query: 'x' })],
      [shared.ADMIN_ORDER_MESSAGES.moved('ORD-1', 'completed'), t('en', I.adminOrders.moved, { orderNumber: 'ORD-1', status: 'Completed' })],
      [shared.ADMIN_ORDER_MESSAGES.cancelled('ORD-1'), t('en', I.adminOrders.cancelled, { orderNumber: 'ORD-1' })],
      [shared.ADMIN_PACKAGE_MESSAGES.created('Pro'), t('en', I.adminPackages.created, { name: 'Pro' })],
      [shared.ADMIN_PACKAGE_MESSAGES.updated('Pro'), t('en', I.adminPackages.updated, { name: 'Pro' })],
      [shared.ADMIN_PACKAGE_MESSAGES.deactivated('Pro'), t('en', I.adminPackages.deactivated, { name: 'Pro' })],
      [shared.ADMIN_PACKAGE_MESSAGES.reactivated('Pro'), t('en', I.adminPackages.reactivated, { name: 'Pro' })],
    ];
    for (const [fromFunction, fromIcu] of same) expect(fromIcu).toBe(fromFunction);
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

describe('translateText: a templated shared text read back into its entry and values', () => {
  it('translates the values that are order statuses, and reads plurals back', () => {
    expect(translateText('fr', shared.ADMIN_ORDER_MESSAGES.moved('ORD-2026-1234', 'scheduled'))).toBe(t('fr', shared.ICU_MESSAGES.adminOrders.moved, { orderNumber: 'ORD-2026-1234', status: 'Planifiée' }));
    expect(translateText('fr', shared.ADMIN_ORDER_MESSAGES.moved('ORD-2026-1234', 'scheduled'))).toContain('Planifiée');
    expect(translateText('fr', MESSAGES.api.rateLimitedFor(0))).toBe('Trop de requêtes — veuillez réessayer dans 0 seconde.');
    expect(translateText('en', MESSAGES.api.rateLimitedFor(0))).toBe(MESSAGES.api.rateLimitedFor(0));
  });
});
