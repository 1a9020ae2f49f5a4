import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/**
 * Values for the route fuzz (issue 23): poison values (wrong types, boundary numbers, 10 000-char
 * and odd-Unicode strings, deep nesting), and values a schema accepts, shaped like the app's own
 * tokens where a field's name says what it holds (ids of real objects, cursors, payment tokens,
 * Idempotency-Keys, emails) from pools the test fills before fuzzing.
 */

export const PRINCIPALS = ['guest', 'customer', 'other', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** Written into headers instead of a token; the sender puts the live token in (so a reproducer reads well). */
export const tokenPlaceholder = (who: string) => `{token:${who}}`;

/** A file the multipart generator may put in a form. */
export interface PoolFile {
  label: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A real object the test made: its kind ('user', 'image', 'wall'…), 24-hex id and owner (null: shared). */
export interface PoolObject {
  kind: string;
  id: string;
  owner: Principal | null;
}

/** Values of the app's own shapes, collected by the test from the objects it created. */
export interface FuzzPools {
  /** Real objects (users, images, walls, designs, cart lines, orders, packages), whose ids the fuzz sends. */
  objects: PoolObject[];
  /** Strings the app hands out: emails, cursors, payment tokens, order numbers, upload keys… */
  tokens: string[];
  emails: string[];
  passwords: string[];
  cursors: string[];
  paymentTokens: string[];
  idempotencyKeys: string[];
  /** Validators the server handed out (ETag, Last-Modified), for If-None-Match and the like. */
  etags: string[];
  uploadKeys: string[];
  /** Extra Authorization variants besides the principals' own tokens (a revoked token, a forged one). */
  authorizations: string[];
  files: PoolFile[];
}

/** A JSON number or fragment written as is (1e999, -0.0, 10 000 nested arrays): JSON.stringify cannot. */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** JSON text of a value that may hold RawJson pieces and own `__proto__` keys. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => jsonText(v === undefined ? null : v)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
    return `{${entries.map((k) => `${JSON.stringify(k)}:${jsonText((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// Poison values

/** Strings that have tripped servers: control and invisible characters, bidi, surrogates, injections, number look-alikes. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  'a\r\nX-Injected: 1',
  '\ud800',
  'a\udfffb',
  '\u202egpj.exe',
  '\u200b',
  '\ufeffBOM',
  '\u2028\u2029',
  '\u115f\u3164',
  'ﬁ ｆｕｌｌ ＷＩＤＴＨ',
  'e\u0301\u0301\u0301',
  `a${'\u0301'.repeat(500)}`,
  '🏳️‍🌈👩‍👩‍👧‍👦',
  'İıßǅ',
  '١٢٣٤',
  '𝟙𝟚𝟛',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%ZZ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x10',
  ' 12 ',
  '__proto__',
  'constructor',
];

/** 10 000-character strings (ASCII, a two-byte letter, an astral emoji, and mixed odd characters). */
export const LONG_STRINGS = ['x'.repeat(10_000), 'é'.repeat(10_000), '😀'.repeat(5_000), ODD_STRINGS.join('').repeat(200).slice(0, 10_000)];

/** Numbers at the edges of int32, the safe integers, doubles, and dates (ms) PostgreSQL can and cannot take. */
const BOUNDARY_NUMBERS = [
  0, -0, 1, -1, 0.5, -0.5, 0.1 + 0.2, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53),
  Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON, 1e21, 1e-7, 253_402_300_799_999, 253_402_300_800_000, 8.64e15,
  -62_135_596_800_001,
];

/** Number literals JSON.parse reads as something else: Infinity, 0, -0, an unsafe integer, or a huge one. */
const RAW_NUMBERS = ['1e999', '-1e999', '1e-999', '-0.0', '9007199254740993', '1E+400', '123456789012345678901234567890', '0.0000000000000000000000001'];

/** Deeply nested JSON (as raw text: JSON.stringify would need the stack too). */
function deepNesting(depth: number, kind: 'array' | 'object'): RawJson {
  return new RawJson(kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

function protoPollution(): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  Object.defineProperty(value, '__proto__', { value: { isAdmin: true, role: 'admin' }, enumerable: true, configurable: true, writable: true });
  return value;
}

export const idsOf = (pools: FuzzPools) => pools.objects.map((o) => o.id);

export const hexString = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });

/** A cursor-shaped value: base64url of '<ms>.<24 hex>' with ms at the edges of what dates can be. */
const craftedCursor = fc
  .tuple(fc.constantFrom('0', '1', '253402300799999', '253402300800000', '999999999999999', '8640000000000000', '-1', '1.5', 'NaN', ''), hexString(24))
  .map(([ms, id]) => Buffer.from(`${ms}.${id}`).toString('base64url'));

/** Any JSON value that is probably wrong where it is put. */
export function poisonArbitrary(pools: FuzzPools): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'a', null], { a: 1 }, { $gt: '' }, { toString: 1, hasOwnProperty: 1 }) },
    { weight: 1, arbitrary: fc.constant(null).map(protoPollution) },
    { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.tokens, ...idsOf(pools)) },
    { weight: 1, arbitrary: fc.constantFrom(...idsOf(pools)).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.oneof(hexString(23), hexString(25)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(64, 1_000, 10_000, 100_000), fc.constantFrom('array' as const, 'object' as const)).map(([d, k]) => deepNesting(d, k)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

// ---------------------------------------------------------------------------------------------
// Valid values from a schema

/** Where a value goes: the pools, who sends the request (their own objects are likelier), and the path. */
export interface ValueContext {
  pools: FuzzPools;
  principal: Principal;
  /** The operation's path template, which says what kind of object an `{id}` is. */
  path: string;
}

/** Words in a field name (or, for a bare `id`, the path before it) that say what kind of object an id refers to. */
export const KIND_WORDS: Record<string, string[]> = {
  user: ['user'],
  image: ['image', 'artwork', 'preview'],
  wall: ['wall'],
  design: ['design'],
  item: ['item'],
  order: ['order'],
  line: ['line'],
  package: ['package'],
  subscription: ['user-package', 'subscription'],
  checkout: ['checkout'],
  payment: ['payment'],
  printFile: ['print-file'],
};

/**
 * The kind an id names: the kind word that ends last in the field's name, or for a bare `{id}` in
 * the path before it (`/api/user-packages/cancel/{id}`: a subscription; ties go to the longer word).
 */
function idKind(name: string, path: string): string | null {
  const bare = name === 'id' || name === '_id' || name === '';
  const text = (bare ? path.slice(0, Math.max(0, path.indexOf('{id}'))) : name).toLowerCase();
  let best: { kind: string; end: number; length: number } | null = null;
  for (const [kind, words] of Object.entries(KIND_WORDS)) {
    for (const word of words) {
      const at = text.lastIndexOf(word);
      if (at < 0) continue;
      const end = at + word.length;
      if (!best || end > best.end || (end === best.end && word.length > best.length)) best = { kind, end, length: word.length };
    }
  }
  return best?.kind ?? null;
}

/** An id: the sender's own object of the right kind most often, then any of that kind, any object, or none at all. */
function idArbitrary(name: string, ctx: ValueContext): fc.Arbitrary<string> {
  const kind = idKind(name, ctx.path);
  const ofKind = ctx.pools.objects.filter((o) => kind === null || o.kind === kind);
  const own = ofKind.filter((o) => o.owner === ctx.principal || o.owner === null);
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: fc.constantFrom(...idsOf(ctx.pools)) },
    { weight: 1, arbitrary: hexString(24) },
  ];
  if (own.length > 0) choices.push({ weight: 6, arbitrary: fc.constantFrom(...own.map((o) => o.id)) });
  if (ofKind.length > 0) choices.push({ weight: 2, arbitrary: fc.constantFrom(...ofKind.map((o) => o.id)) });
  return fc.oneof(...choices);
}

/** Numbers a field of this name takes in real use (a version is a small counter, a quantity a few). */
function hintedNumbers(name: string): fc.Arbitrary<number> | null {
  const n = name.toLowerCase();
  if (n.includes('version')) return fc.nat(20);
  if (n.includes('quantity') || n === 'count') return fc.integer({ min: 1, max: 3 });
  if (n.includes('selectedwall')) return fc.nat(4);
  return null;
}

/** Strings a field of this name takes in real use (the document says "string"; the name says what kind). */
function hintedStrings(name: string, pools: FuzzPools): fc.Arbitrary<string> | null {
  const n = name.toLowerCase();
  const fresh = (prefix: string) => fc.nat(1_000_000).map((i) => `${prefix}${i}@example.com`);
  if (n.includes('email')) return fc.oneof(fc.constantFrom(...pools.emails), fresh('fuzz'));
  if (n.includes('password')) return fc.constantFrom(...pools.passwords, 'Another#Pass1', 'short', 'alllowercase1', 'x'.repeat(129));
  if (n.includes('phone')) return fc.constantFrom('+94 77 123 4567', '0771234567', '+1 (555) 010-9999', '123');
  if (n === 'number') return fc.constantFrom('4242 4242 4242 4242', '4000000000000002', '5555555555554444', '378282246310005', '6011111111111117', '4242424242424241', '1234');
  if (n.includes('expiry')) return fc.constantFrom('12/39', '01/30', '01/20', '13/30', '00/00', '12/99', '1/1');
  if (n.includes('cvc') || n.includes('cvv')) return fc.constantFrom('123', '1234', '737', '12', 'abc');
  if (n === 'otp') return fc.constantFrom('1234', '0000', '9999', '123');
  if (n.includes('cursor')) return fc.oneof(fc.constantFrom(...pools.cursors), craftedCursor);
  if (n === 'token' || n.includes('resettoken')) return fc.constantFrom(...pools.paymentTokens, 'pm_unknown', 'not-a-token');
  if (n.includes('credential')) return fc.constantFrom('header.payload.signature', 'eyJhbGciOiJub25lIn0.e30.');
  if (n === 'key') return fc.constantFrom(...pools.uploadKeys, `${'0'.repeat(32)}.webp`, 'x.png', '.webp');
  if (n.includes('idempotency')) return fc.oneof(fc.uuid(), fc.constantFrom(...pools.idempotencyKeys));
  if (n.includes('price')) return fc.constantFrom('39.99', '84.99', '0', '1000000.00');
  if (n.includes('prompt')) return fc.constantFrom('calm waves at dawn over the sea', 'a red fox in the snow', 'ab');
  if (n.includes('address')) return fc.constantFrom('12 Lake Rd, Colombo', '1 Main St');
  if (n.includes('name')) return fc.constantFrom('Jane Doe', 'Hall', 'Élodie Ñúñez', 'Wall Art Design - 2026-11-25');
  if (n.includes('description') || n.includes('notes') || n.includes('message')) return fc.constantFrom('Hello there, a short message.', 'Hall');
  if (n === 'country') return fc.constantFrom('Sri Lanka', 'Canada', 'Other', '', 'Atlantis');
  if (n === 'language') return fc.constantFrom('English', 'Sinhala', '', 'Klingon');
  if (n.includes('width')) return fc.constantFrom('144', '24', '1200', '23', '1201', '', 'Infinity', '1e999', 'NaN', '0x90', '-0');
  return null;
}

const isObjectIdPattern = (pattern: unknown) => typeof pattern === 'string' && /^\^\[0-9a-fA-F\]\{24\}\$$/.test(pattern);

function stringArbitrary(schema: JsonSchema, name: string, ctx: ValueContext): fc.Arbitrary<string> {
  const { pools } = ctx;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  if (isObjectIdPattern(schema.pattern) || (idKind(name, ctx.path) !== null && /id$/i.test(name) && schema.pattern === undefined)) {
    return idArbitrary(name, ctx);
  }
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  const plain = pattern
    ? fc.stringMatching(pattern).filter((s) => s.length <= maxLength)
    : fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 30)) });
  const hinted = hintedStrings(name, pools);
  return hinted ? fc.oneof({ weight: 8, arbitrary: hinted }, { weight: 1, arbitrary: plain }) : plain;
}

function numberArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const lowest = integer ? -(2 ** 31) : -1e9;
  const highest = integer ? 2 ** 31 - 1 : 1e9;
  const min = typeof schema.minimum === 'number' ? Math.max(schema.minimum, lowest) : lowest;
  const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, highest) : highest;
  const minExcluded = schema.exclusiveMinimum === true;
  const hinted = hintedNumbers(name);
  if (hinted) return fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: numberArbitrary(schema, '') });
  if (integer) return fc.integer({ min: minExcluded ? min + 1 : min, max });
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min + (minExcluded ? 1 : 0)), max: Math.floor(max) }) },
    { weight: 1, arbitrary: fc.double({ min, max, minExcluded, noNaN: true, noDefaultInfinity: true }) },
  );
}

/** A value the schema accepts (mostly; hints and pools may stray, which is fine for a fuzz). */
export function valueArbitrary(schema: JsonSchema | undefined, name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const base = nonNullValue(schema, name, ctx);
  return schema.nullable === true ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function nonNullValue(schema: JsonSchema, name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueArbitrary(s, name, ctx)));
  if (Array.isArray(schema.allOf)) return valueArbitrary(mergeAllOf(schema.allOf as JsonSchema[]), name, ctx);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name, ctx);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, name);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = Array.isArray(schema.items) ? undefined : (schema.items as JsonSchema | undefined);
      if (Array.isArray(schema.items)) return fc.tuple(...(schema.items as JsonSchema[]).map((s) => valueArbitrary(s, name, ctx)));
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3));
      return fc.array(valueArbitrary(items, name, ctx), { minLength, maxLength });
    }
    case 'object':
    default:
      return objectArbitrary(schema, ctx);
  }
}

function mergeAllOf(parts: JsonSchema[]): JsonSchema {
  const properties: JsonSchema = {};
  const required: string[] = [];
  for (const part of parts) {
    Object.assign(properties, (part.properties as JsonSchema | undefined) ?? {});
    required.push(...((part.required as string[] | undefined) ?? []));
  }
  return { type: 'object', properties, required };
}

function objectArbitrary(schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const model = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, valueArbitrary(sub, key, ctx)]));
  return fc.record(model, { requiredKeys: required.filter((key) => key in properties) });
}

/** encodeURIComponent that never throws (a lone surrogate is written as its WTF-8 bytes). */
export function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}
