import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi';
import {
  hexString,
  idsOf,
  jsonText,
  LONG_STRINGS,
  ODD_STRINGS,
  poisonArbitrary,
  PRINCIPALS,
  RawJson,
  safeEncode,
  tokenPlaceholder,
  valueArbitrary,
  type FuzzPools,
  type Principal,
  type ValueContext,
} from './values';

/**
 * Requests generated from an operation's schemas (issue 23): a valid request (values.ts), then none
 * to three near-misses applied to it — wrong types, missing and extra fields, malformed and cut-off
 * JSON, wrong content types, odd paths, methods, query strings and headers, odd multipart forms.
 */


export interface FuzzRequest {
  /** The operation it was made from ('GET /api/images'). */
  op: string;
  /** False when a near-miss changed the method or the shape of the path: the documented answers do not apply. */
  documented: boolean;
  method: string;
  url: string;
  principal: Principal;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the valid request, for the report. */
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// The request before it is written out, and the near-misses that change it

interface FormPart {
  name: string;
  /** A file part when set. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer }
  | { kind: 'form'; parts: FormPart[]; boundary: string };

interface Draft {
  op: Operation;
  method: string;
  /** Path after parameters are put in; a near-miss may reshape it. */
  path: string;
  pathShapeChanged: boolean;
  /** Already URL-encoded `name=value` pieces. */
  query: string[];
  headers: Record<string, string>;
  principal: Principal;
  body: Body | null;
  notes: string[];
}

interface Mutation {
  note: string;
  apply: (draft: Draft) => Draft;
}

type PathStep = string | number;

/** Every place inside a JSON value (its root too), for picking where a near-miss lands. */
function placesIn(value: unknown, at: PathStep[] = []): PathStep[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => placesIn(v, [...at, i])));
  if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    return here.concat(...Object.keys(value).map((k) => placesIn((value as Record<string, unknown>)[k], [...at, k])));
  }
  return here;
}

/** A copy of `value` with `change` applied to the container at `at` (own keys kept, `__proto__` included). */
function changeAt(value: unknown, at: PathStep[], change: (container: unknown) => unknown): unknown {
  if (at.length === 0) return change(value);
  const [step, ...rest] = at as [PathStep, ...PathStep[]];
  if (Array.isArray(value)) return (value as unknown[]).map((v, i) => (i === step ? changeAt(v, rest, change) : v));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const inner = (value as Record<string, unknown>)[key];
      setOwn(copy, key, key === step ? changeAt(inner, rest, change) : inner);
    }
    return copy;
  }
  return value;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);

const withJson = (draft: Draft, value: unknown): Draft => ({ ...draft, body: { kind: 'json', value } });

/** Near-misses of a JSON body; `whole` and `malformed` also give a body to a route that takes none. */
const bodyMutations = (pools: FuzzPools): { all: fc.Arbitrary<Mutation>[]; whole: fc.Arbitrary<Mutation>; malformed: fc.Arbitrary<Mutation> } => {
  const poison = poisonArbitrary(pools);
  const replaceAt = fc.tuple(fc.nat(), poison).map(([i, value]): Mutation => ({
    note: 'a body value replaced',
    apply: (d) => {
      if (d.body?.kind !== 'json') return d;
      const place = pick(placesIn(d.body.value), i) ?? [];
      const parent = place.slice(0, -1);
      const last = place.at(-1);
      if (last === undefined) return withJson(d, value);
      return withJson(d, changeAt(d.body.value, parent, (c) => (Array.isArray(c) ? (c as unknown[]).map((v, k) => (k === last ? value : v)) : replaceKey(c, String(last), value))));
    },
  }));
  const removeAt = fc.nat().map((i): Mutation => ({
    note: 'a body field removed',
    apply: (d) => {
      if (d.body?.kind !== 'json') return d;
      const keyed = placesIn(d.body.value).filter((p) => typeof p.at(-1) === 'string');
      const place = pick(keyed, i);
      if (!place) return d;
      return withJson(d, changeAt(d.body.value, place.slice(0, -1), (c) => omitKey(c, String(place.at(-1)))));
    },
  }));
  const extraKey = fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'price', 'total', 'status', '_id', 'userId', '', '\u0000', 'x'.repeat(1000));
  const addAt = fc.tuple(fc.nat(), fc.oneof(extraKey, fc.string({ maxLength: 12 })), poison).map(([i, key, value]): Mutation => ({
    note: `an extra body field ${JSON.stringify(key.slice(0, 20))}`,
    apply: (d) => {
      if (d.body?.kind !== 'json') return d;
      const objects = placesIn(d.body.value).filter((p) => {
        const v = p.reduce<unknown>((acc, step) => (acc as Record<PathStep, unknown>)[step], d.body?.kind === 'json' ? d.body.value : null);
        return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RawJson);
      });
      const place = pick(objects, i);
      if (!place) return d;
      return withJson(d, changeAt(d.body.value, place, (c) => replaceKey(c, key, value)));
    },
  }));
  const whole = poison.map((value): Mutation => ({ note: 'the whole body replaced', apply: (d) => withJson(d, value) }));
  const raw = fc
    .oneof(
      fc.constantFrom('', ' ', 'null', '{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\ufeff{}', '{"a":1 /* comment */}', 'NaN', '"\\ud800"', '"\\u0000"'),
      fc.string({ unit: 'binary', maxLength: 60 }),
    )
    .map((text): Mutation => ({ note: 'a malformed JSON body', apply: (d) => ({ ...d, body: { kind: 'raw', text }, headers: { ...d.headers, 'content-type': 'application/json' } }) }));
  const truncated = fc.nat().map((i): Mutation => ({
    note: 'the body cut off',
    apply: (d) => {
      const text = d.body ? bodyBytes(d.body) : Buffer.alloc(0);
      return { ...d, body: { kind: 'raw', text: text.subarray(0, text.length === 0 ? 0 : i % text.length) } };
    },
  }));
  const duplicateKeys = poison.map((value): Mutation => ({
    note: 'a body key sent twice',
    apply: (d) => {
      if (d.body?.kind !== 'json' || !d.body.value || typeof d.body.value !== 'object' || Array.isArray(d.body.value)) return d;
      const text = jsonText(d.body.value);
      const first = Object.keys(d.body.value)[0];
      if (!first || text.length < 2) return d;
      return { ...d, body: { kind: 'raw', text: `${text.slice(0, -1)},${JSON.stringify(first)}:${jsonText(value)}}` } };
    },
  }));
  return { all: [replaceAt, replaceAt, removeAt, addAt, whole, raw, truncated, duplicateKeys], whole, malformed: raw };
};

function replaceKey(container: unknown, key: string, value: unknown): unknown {
  if (!container || typeof container !== 'object' || Array.isArray(container)) return container;
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(container)) setOwn(copy, k, (container as Record<string, unknown>)[k]);
  setOwn(copy, key, value);
  return copy;
}

function omitKey(container: unknown, key: string): unknown {
  if (!container || typeof container !== 'object' || Array.isArray(container)) return container;
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(container)) if (k !== key) setOwn(copy, k, (container as Record<string, unknown>)[k]);
  return copy;
}

/** Content types a route does not expect, or expects written oddly. */
const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nope',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/xml',
  'image/png',
  'application/octet-stream',
  '*/*',
  'x',
];

const contentTypeMutation = fc.oneof(fc.constantFrom(...ODD_CONTENT_TYPES), fc.constant(null)).map((type): Mutation => ({
  note: type === null ? 'no content type' : `content type ${type}`,
  apply: (d) => {
    const headers = { ...d.headers };
    if (type === null) delete headers['content-type'];
    else headers['content-type'] = type;
    // A body must exist for the content type to matter.
    return { ...d, headers, body: d.body ?? { kind: 'raw', text: '{"a":1}' } };
  },
}));

const dropBody: fc.Arbitrary<Mutation> = fc.constant({ note: 'no body', apply: (d: Draft) => ({ ...d, body: null }) });

/** Header values (visible ASCII: anything else light-my-request would refuse before the server saw it). */
const oddHeaderValue = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(8_000), 'null', '-1', '1e999', '%00', '\t', 'W/"0123456789abcdef"', '"*"', '*', '<script>', '../../etc/passwd'),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

const headerMutations = (pools: FuzzPools): fc.Arbitrary<Mutation>[] => {
  const named = fc
    .tuple(
      fc.constantFrom(
        'idempotency-key',
        'if-none-match',
        'if-match',
        'if-modified-since',
        'range',
        'accept',
        'accept-encoding',
        'accept-language',
        'x-request-id',
        'x-forwarded-for',
        'x-forwarded-proto',
        'cookie',
        'origin',
        'referer',
        'user-agent',
        'x-http-method-override',
        'x-fuzz',
      ),
      fc.oneof(
        oddHeaderValue,
        fc.constantFrom(
          'Sat, 01 Jan 10000 00:00:00 GMT',
          'Thu, 01 Jan 1970 00:00:00 GMT',
          'bytes=0-0',
          'bytes=-1',
          'bytes=99999999999999999999-',
          'bytes=0-1,2-3',
          'gzip, br, deflate',
          'text/html',
          'application/xml',
          'DELETE',
          `token=${tokenPlaceholder('admin')}`,
          ...pools.idempotencyKeys,
          ...pools.etags,
        ),
        fc.uuid(),
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.'), minLength: 255, maxLength: 257 }),
      ),
    )
    .map(([name, value]): Mutation => ({ note: `header ${name}: ${value.slice(0, 40)}`, apply: (d) => ({ ...d, headers: { ...d.headers, [name]: value } }) }));
  const authorization = fc
    .oneof(
      fc.constantFrom(...pools.authorizations),
      fc.constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'Basic dXNlcjpwYXNz',
        `bearer ${tokenPlaceholder('customer')}`,
        `Bearer ${tokenPlaceholder('customer')} ${tokenPlaceholder('other')}`,
        `Bearer ${tokenPlaceholder('customer')},Bearer ${tokenPlaceholder('admin')}`,
        `Bearer ${tokenPlaceholder('customer')}x`,
        'Bearer eyJhbGciOiJIUzI1NiJ9.e30.',
        `Bearer ${'a'.repeat(5000)}`,
      ),
      oddHeaderValue.map((v) => `Bearer ${v}`),
    )
    .map((value): Mutation => ({ note: `authorization ${value.slice(0, 30)}`, apply: (d) => ({ ...d, headers: { ...d.headers, authorization: value } }) }));
  return [named, named, authorization];
};

/** Path parameter values (already URL-encoded: some are deliberately malformed encodings). */
const pathParamMutation = (op: Operation, pools: FuzzPools): fc.Arbitrary<Mutation> =>
  fc
    .tuple(
      fc.nat(),
      fc.oneof(
        fc.constantFrom('%00', '%07', '%0D%0A', '%E2%80%AE', '%ED%A0%80', '%ZZ', '%', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'x'.repeat(5_000), 'null', '-1', '0', '1e999', '__proto__'),
        fc.constantFrom(...idsOf(pools)).map((id) => id.toUpperCase()),
        fc.constantFrom(...pools.tokens).map(encodeURIComponent),
        fc.oneof(hexString(23), hexString(25), hexString(24)),
        fc.constantFrom(...ODD_STRINGS.filter((s) => s !== '')).map(safeEncode),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(safeEncode),
      ),
    )
    .map(([i, value]): Mutation => ({
      note: 'an odd path parameter',
      apply: (d) => {
        const param = pick(op.pathParams, i);
        return param ? { ...d, path: fillPath(op.path, { ...currentParams(d), [param.name]: value }) } : d;
      },
    }));

const pathShapeMutation: fc.Arbitrary<Mutation> = fc
  .constantFrom<[string, (path: string) => string]>(
    ['upper case', (p) => p.toUpperCase()],
    ['trailing slash', (p) => `${p}/`],
    ['double slash', (p) => p.replace('/api/', '//api//')],
    ['dot segment', (p) => p.replace('/api/', '/api/./')],
    ['dot-dot segment', (p) => p.replace('/api/', '/api/x/../')],
    ['encoded slash', (p) => p.replace(/\/([^/]*)$/, '%2F$1')],
    ['semicolon', (p) => `${p};x=1`],
    ['fragment', (p) => `${p}#frag`],
  )
  .map(([name, reshape]): Mutation => ({ note: `path ${name}`, apply: (d) => ({ ...d, path: reshape(d.path), pathShapeChanged: true }) }));

const methodMutation = (op: Operation): fc.Arbitrary<Mutation> =>
  fc.constantFrom(...['HEAD', 'OPTIONS', 'PATCH', 'PUT', 'DELETE', 'POST', 'GET'].filter((m) => m !== op.method)).map((method): Mutation => ({
    note: `method ${method}`,
    apply: (d) => ({ ...d, method, pathShapeChanged: true }),
  }));

const queryMutations = (op: Operation, pools: FuzzPools): fc.Arbitrary<Mutation>[] => {
  const names = [...op.query.map((q) => q.name), 'limit', 'cursor', 'version', 'x'];
  const fragment = fc.oneof(
    fc.constantFrom('&&&', '=', '==', '%', '%ZZ', '?', ';', '__proto__[isAdmin]=1', 'constructor[prototype][x]=1', `a=${'x'.repeat(10_000)}`, 'a[]=1&a[]=2', 'a[b][c][d][e][f]=1'),
    fc.tuple(fc.constantFrom(...names), fc.oneof(oddHeaderValue.map(encodeURIComponent), fc.constantFrom(...ODD_STRINGS, ...LONG_STRINGS).map(safeEncode), fc.constantFrom(...pools.tokens).map(encodeURIComponent), fc.constantFrom('-1', '0', '1e999', '2147483648', '9007199254740993', '1.5', 'NaN', 'Infinity', '0x10', '', '+1', ' 1'))).map(
      ([name, value]) => `${name}=${value}`,
    ),
    fc.tuple(fc.constantFrom(...names), fc.constantFrom('[]', '[0]', '[a]')).map(([name, suffix]) => `${name}${encodeURIComponent(suffix)}=1`),
  );
  const add = fragment.map((piece): Mutation => ({ note: `query +${piece.slice(0, 30)}`, apply: (d) => ({ ...d, query: [...d.query, piece] }) }));
  const replace = fc.tuple(fc.nat(), fragment).map(([i, piece]): Mutation => ({
    note: `query ${piece.slice(0, 30)}`,
    apply: (d) => (d.query.length === 0 ? { ...d, query: [piece] } : { ...d, query: d.query.map((q, k) => (k === i % d.query.length ? piece : q)) }),
  }));
  return [add, replace];
};

/** Near-misses of a multipart form: its parts, file, names and boundary. */
const formMutations = (pools: FuzzPools): fc.Arbitrary<Mutation>[] => {
  const onForm = (note: string, change: (body: Extract<Body, { kind: 'form' }>, d: Draft) => Draft): Mutation => ({
    note,
    apply: (d) => (d.body?.kind === 'form' ? change(d.body, d) : d),
  });
  const swapFile = fc.constantFrom(...pools.files).map((file) =>
    onForm(`file ${file.label}`, (b, d) => ({ ...d, body: { ...b, parts: b.parts.map((p) => (p.filename !== undefined ? { ...p, data: file.data, contentType: file.contentType, filename: file.filename } : p)) } })),
  );
  const renameFile = fc.constantFrom('file', 'image', 'wallImage', 'profileImage', '', 'x'.repeat(300), 'na"me').map((name) =>
    onForm(`file field named ${name.slice(0, 20)}`, (b, d) => ({ ...d, body: { ...b, parts: b.parts.map((p) => (p.filename !== undefined ? { ...p, name } : p)) } })),
  );
  const filename = fc.constantFrom('', 'a\u0000.png', '../../x.png', `${'x'.repeat(1000)}.png`, 'ǅ😀.png', 'a"b.png', 'a\r\nb.png').map((name) =>
    onForm('an odd file name', (b, d) => ({ ...d, body: { ...b, parts: b.parts.map((p) => (p.filename !== undefined ? { ...p, filename: name } : p)) } })),
  );
  const partType = fc.constantFrom('text/plain', 'image/svg+xml', 'application/json', '', 'image/png; charset=utf-8').map((type) =>
    onForm(`file part type ${type}`, (b, d) => ({ ...d, body: { ...b, parts: b.parts.map((p) => (p.filename !== undefined ? { ...p, contentType: type } : p)) } })),
  );
  const withoutFile = fc.constant(onForm('no file part', (b, d) => ({ ...d, body: { ...b, parts: b.parts.filter((p) => p.filename === undefined) } })));
  const twoFiles = fc.constant(onForm('the file twice', (b, d) => ({ ...d, body: { ...b, parts: [...b.parts, ...b.parts.filter((p) => p.filename !== undefined)] } })));
  const fileAsText = fc.constant(onForm('the file field as text', (b, d) => ({ ...d, body: { ...b, parts: b.parts.map((p) => (p.filename !== undefined ? { name: p.name, data: 'not a file' } : p)) } })));
  const extraFields = fc.tuple(fc.nat({ max: 60 }), fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.constantFrom('x'.repeat(70_000)))).map(([count, value]) =>
    onForm(`${count} extra fields`, (b, d) => ({ ...d, body: { ...b, parts: [...b.parts, ...Array.from({ length: count }, (_, k) => ({ name: `extra${k}`, data: value }))] } })),
  );
  const fieldValue = fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...ODD_STRINGS, ...LONG_STRINGS), fc.string({ unit: 'binary', maxLength: 20 }))).map(([i, value]) =>
    onForm('an odd text field', (b, d) => {
      const texts = b.parts.filter((p) => p.filename === undefined);
      const target = pick(texts, i);
      return target ? { ...d, body: { ...b, parts: b.parts.map((p) => (p === target ? { ...p, data: value } : p)) } } : d;
    }),
  );
  const boundary = fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other', 'multipart/form-data; boundary="unterminated', 'multipart/mixed; boundary=fuzz').map((type) =>
    onForm(`content type ${type}`, (b, d) => ({ ...d, body: b, headers: { ...d.headers, 'content-type': type } })),
  );
  const asJson = fc.constant<Mutation>({ note: 'JSON instead of the form', apply: (d) => (d.body?.kind === 'form' ? withJson(d, { image: 'x', name: 'Hall' }) : d) });
  return [swapFile, swapFile, renameFile, filename, partType, withoutFile, twoFiles, fileAsText, extraFields, fieldValue, boundary, asJson];
};

function currentParams(d: Draft): Record<string, string> {
  // The template and the filled path line up segment by segment unless the shape was changed.
  const names = d.op.path.split('/');
  const values = d.path.split('/');
  const params: Record<string, string> = {};
  names.forEach((segment, i) => {
    const m = /^\{(\w+)\}$/.exec(segment);
    if (m?.[1]) params[m[1]] = values[i] ?? '';
  });
  return params;
}

function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? 'x');
}

// ---------------------------------------------------------------------------------------------
// Writing a draft out

const FORM_BOUNDARY = '----wallart-fuzz-boundary';

function formBytes(parts: FormPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename !== undefined ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const type = part.filename !== undefined && part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function bodyBytes(body: Body): Buffer {
  if (body.kind === 'json') return Buffer.from(jsonText(body.value));
  if (body.kind === 'raw') return Buffer.from(body.text);
  return formBytes(body.parts, body.boundary);
}

function assemble(d: Draft): FuzzRequest {
  const headers = { ...d.headers };
  let payload: string | Buffer | undefined;
  if (d.body) {
    payload = d.body.kind === 'json' ? jsonText(d.body.value) : d.body.kind === 'raw' ? d.body.text : formBytes(d.body.parts, d.body.boundary);
  }
  const query = d.query.length > 0 ? `?${d.query.join('&')}` : '';
  return {
    op: d.op.key,
    documented: !d.pathShapeChanged,
    method: d.method,
    url: `${d.path}${query}`,
    principal: d.principal,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    notes: d.notes,
  };
}

// ---------------------------------------------------------------------------------------------
// One operation's requests

const paramValue = (value: unknown): string => (typeof value === 'string' ? value : jsonText(value));

function paramsArbitrary(params: Parameter[], ctx: ValueContext, optionalFreq: number): fc.Arbitrary<[string, string][]> {
  const each = params.map((p) => {
    const value = valueArbitrary(p.schema, p.name, ctx).map((v): [string, string] => [p.name, paramValue(v)]);
    return p.required ? value : fc.option(value, { nil: undefined, freq: optionalFreq });
  });
  return fc.tuple(...each).map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined));
}

function bodyArbitrary(op: Operation, ctx: ValueContext): fc.Arbitrary<Body | null> {
  if (!op.body) return fc.constant(null);
  if (!op.body.mediaType.startsWith('multipart/')) return valueArbitrary(op.body.schema, 'body', ctx).map((value): Body => ({ kind: 'json', value }));
  const { pools } = ctx;
  const properties = (op.body.schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((op.body.schema.required as string[] | undefined) ?? []);
  const valid = pools.files.filter((f) => f.label.startsWith('valid'));
  const parts = Object.entries(properties).map(([name, schema]) => {
    const part: fc.Arbitrary<FormPart> =
      schema.format === 'binary'
        ? fc.constantFrom(...valid).map((file) => ({ name, filename: file.filename, contentType: file.contentType, data: file.data }))
        : valueArbitrary(schema, name, ctx).map((value) => ({ name, data: paramValue(value) }));
    return required.has(name) ? part : fc.option(part, { nil: undefined, freq: 2 });
  });
  return fc.tuple(...parts).map((list): Body => ({ kind: 'form', boundary: FORM_BOUNDARY, parts: list.filter((p): p is FormPart => p !== undefined) }));
}

/** Requests for one operation: valid ones (about a quarter) and near-misses. */
export function requestArbitrary(op: Operation, pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  // The sender is picked first, so that ids lean to their own objects.
  const valid = fc.constantFrom(...PRINCIPALS).chain((principal) => {
    const ctx: ValueContext = { pools, principal, path: op.path };
    return fc.record({
      principal: fc.constant(principal),
      path: paramsArbitrary(op.pathParams, ctx, 1),
      query: paramsArbitrary(op.query, ctx, 2),
      headers: paramsArbitrary(op.headers, ctx, 5),
      body: bodyArbitrary(op, ctx),
    });
  });
  const onBody = bodyMutations(pools);
  const mutations: fc.Arbitrary<Mutation>[] = [
    ...headerMutations(pools),
    ...queryMutations(op, pools),
    methodMutation(op),
    pathShapeMutation,
    contentTypeMutation,
    ...(op.pathParams.length > 0 ? [pathParamMutation(op, pools), pathParamMutation(op, pools)] : []),
    ...(op.body?.mediaType.startsWith('multipart/') ? formMutations(pools) : []),
    // JSON bodies get twice the weight: most of a route's input is there.
    ...(op.body && !op.body.mediaType.startsWith('multipart/') ? [...onBody.all, ...onBody.all, dropBody] : []),
    // A body where none is documented (GET, DELETE…): a JSON value or a malformed one.
    ...(!op.body ? [onBody.whole, onBody.malformed] : []),
  ];
  const nearMisses = fc.oneof(
    { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
    { weight: 3, arbitrary: fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(valid, nearMisses).map(([v, changes]) => {
    const headers: Record<string, string> = Object.fromEntries(v.headers);
    if (v.principal !== 'guest') headers.authorization = `Bearer ${tokenPlaceholder(v.principal)}`;
    if (v.body?.kind === 'json') headers['content-type'] = 'application/json';
    if (v.body?.kind === 'form') headers['content-type'] = `multipart/form-data; boundary=${v.body.boundary}`;
    const draft: Draft = {
      op,
      method: op.method,
      path: fillPath(op.path, Object.fromEntries(v.path.map(([name, value]) => [name, safeEncode(value)]))),
      pathShapeChanged: false,
      query: v.query.map(([name, value]) => `${encodeURIComponent(name)}=${safeEncode(value)}`),
      headers,
      principal: v.principal,
      body: v.body,
      notes: [],
    };
    return assemble(changes.reduce((d, change) => ({ ...change.apply(d), notes: [...d.notes, change.note] }), draft));
  });
}

/** Requests for every operation, each operation equally likely. */
export function requestsArbitrary(operations: Operation[], pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map((op) => requestArbitrary(op, pools)));
}

/** One line that says exactly what was sent (tokens as {token:who}; a binary body as base64). */
export function reproducer(request: FuzzRequest, max = 1_000): string {
  const payload = request.payload === undefined ? '' : typeof request.payload === 'string' ? request.payload : printable(request.payload);
  const body = payload.length > max ? `${payload.slice(0, max)}…(${payload.length - max} more characters)` : payload;
  return `${request.method} ${request.url} as ${request.principal} headers=${JSON.stringify(request.headers)}${request.payload === undefined ? '' : ` body=${JSON.stringify(body)}`}`;
}

function printable(data: Buffer): string {
  const text = data.toString('utf8');
  return Buffer.from(text, 'utf8').equals(data) ? text : `base64:${data.toString('base64')}`;
}
