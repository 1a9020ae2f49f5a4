import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkImage, AuthResponse, CartResponse, ImageListResponse, Order, PackageResponse, WallBackground } from '@wallart/shared';
import { bearer, buildAuthTestApp, decodeJwtPayload, login, PASSWORD, signedInAdmin, signedInUser, uniqueIp, type AuthTestApp } from '../modules/auth/auth.test-helpers';
import { artworkLine, CARD_DECLINED, CARD_OK, cardToken, checkout, checkoutBody, fillCart, type Shopper } from '../modules/checkout/checkout.test-helpers';
import { openCheckout, pay } from '../modules/plan-checkouts/plan-checkouts.test-helpers';
import { formData, keyOfUrl, picture, pixelBomb, uploadedImage } from '../modules/images/images.test-helpers';
import { answerProblems, leakedSecrets, type Secret } from './fuzz/oracles';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/openapi';
import { requestsArbitrary, reproducer, type FuzzRequest } from './fuzz/requests';
import type { FuzzPools, PoolFile, PoolObject, Principal } from './fuzz/values';
import { testDbKind } from './build-test-app';
import { captureLogLines } from './log-lines';

/**
 * Issue 23: no request answers 500. Requests are generated from the app's own OpenAPI document
 * (every operation, so a new route is fuzzed without being listed here) by fast-check: valid ones
 * and near-misses (fuzz/requests.ts), as a guest, a customer, another customer and an admin, with
 * ids and tokens of real objects made below. Oracles (fuzz/oracles.ts): no 5xx, no hang, every 4xx
 * JSON with a message, documented answers match their schema, no error-level log line, no secret
 * echoed.
 *
 * CI runs a fixed seed and FUZZ_RUNS requests (default below) per database. To run longer:
 *   FUZZ_SEED=7 FUZZ_RUNS=20000 npx vitest run --project server:pglite apps/server/src/test/fuzz.test.ts
 * A failure prints the request as one line (after fast-check's shrinking) and FUZZ_SEED/FUZZ_PATH
 * to replay it.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 23);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const PATH = process.env.FUZZ_PATH;
/** Only operations whose key ('POST /api/designs') matches this regular expression (by hand, to dig into one route). */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
/** Print every request and its answer's status and message (by hand). */
const TRACE = Boolean(process.env.FUZZ_TRACE);
/** A request slower than this is a hang (generous: two shared cores, sharp and Argon2 in some requests). */
const REQUEST_TIMEOUT_MS = 15_000;

const JWT_SECRET = `fuzz-jwt-secret-${randomBytes(24).toString('hex')}`;

type Member = Exclude<Principal, 'guest'>;
interface Identity {
  email: string;
  token: string;
  id: string;
}

let t: AuthTestApp;
const identities = {} as Record<Member, Identity>;
let pools: FuzzPools;
let operations: Operation[];
/** Log lines of the app at warn level and above, parsed. */
const { stream: logStream, records: logLines } = captureLogLines<{ level: number; msg?: string; err?: { message?: string; type?: string }; reqId?: string }>();

beforeAll(async () => {
  // Google sign-in configured with a local key set, so its route reaches the token check.
  const { publicKey } = await generateKeyPair('RS256');
  const googleKeys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'fuzz', alg: 'RS256' }] });
  // A built SPA stand-in, so page paths (and the history fallback) answer as in production.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-fuzz-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>WallArt Studio</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-0123abcd.js'), 'console.log("app");');
  t = await buildAuthTestApp({
    onClose: () => fs.promises.rm(webDist, { recursive: true, force: true }),
    env: {
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      JWT_SECRET,
      GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
      // Ten thousand requests from one address must not become a 429 storm (a 429 is still a fine answer).
      RATE_LIMIT_MAX: '1000000',
      FORM_RATE_LIMIT_MAX: '1000000',
      ACCOUNT_RATE_LIMIT_MAX: '1000000',
      UPLOAD_RATE_LIMIT_MAX: '1000000',
      GENERATE_RATE_LIMIT_MAX: '1000000',
      GUEST_UPLOAD_RATE_LIMIT_MAX: '1000000',
      GUEST_GENERATE_RATE_LIMIT_MAX: '1000000',
      CHECKOUT_RATE_LIMIT_MAX: '1000000',
      LOGIN_ADDRESS_FAILURE_MAX: '1000000',
      PAYMENT_SUCCESS_RATE: '1',
      // A print file the fuzz queues renders at the smallest resolution (a full one takes seconds and most of a gigabyte).
      PRINT_DPI: '10',
    },
    auth: { googleKeys },
    logStream,
  });
  operations = operationsOf(t.app.swagger() as OpenApiDocument).filter((op) => !ONLY || ONLY.test(op.key));
  pools = await makePools();
});

afterAll(async () => {
  await t?.app.close();
});

const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => t.app.inject(options);

async function signIn(who: Member): Promise<Identity> {
  const made = who === 'admin' ? await signedInAdmin(t.app) : await signedInUser(t.app);
  identities[who] = { email: made.email, token: made.token, id: made.user._id };
  return identities[who];
}

/**
 * After a 401 to one of our members: if their token no longer works (the fuzz signed them out,
 * changed their password or an admin deleted them), sign in again, or make a new account.
 */
async function repairIdentity(who: Member): Promise<void> {
  const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(identities[who].token) });
  if (me.statusCode === 200) return;
  const again = await login(t.app, { email: identities[who].email, password: PASSWORD }, uniqueIp());
  if (again.statusCode === 200) identities[who].token = again.json<AuthResponse>().token;
  else await signIn(who);
  tally.repairs += 1;
}

const shopperOf = (who: Member): Shopper => {
  const { token, id, email } = identities[who];
  return { token, id, email, headers: bearer(token), user: { _id: id } as Shopper['user'] };
};

function expectStatus(res: LightMyRequestResponse, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`fuzz set-up: ${what} answered ${res.statusCode} ${res.body}`);
}

/** Real objects of every kind, whose ids and tokens the fuzz uses as values. */
async function makePools(): Promise<FuzzPools> {
  for (const who of ['customer', 'other', 'admin'] as const) await signIn(who);
  const customer = shopperOf('customer');
  const other = shopperOf('other');

  const images: ArtworkImage[] = [await uploadedImage(t.app, customer.token), await uploadedImage(t.app, customer.token), await uploadedImage(t.app, other.token), await uploadedImage(t.app)];
  const preview = await uploadedImage(t.app, customer.token, 'preview');
  const page = (await inject({ method: 'GET', url: '/api/images?limit=1', headers: customer.headers })).json<ImageListResponse>();

  const wallForm = formData([
    { name: 'wallImage', filename: 'hall.jpg', contentType: 'image/jpeg', data: await picture('jpeg', 320, 200) },
    { name: 'name', value: 'Hall' },
  ]);
  const wallRes = await inject({ method: 'POST', url: '/api/walls/upload', payload: wallForm.payload, headers: { ...wallForm.headers, ...customer.headers } });
  expectStatus(wallRes, 201, 'wall upload');
  const wall = wallRes.json<{ wallBackground: WallBackground }>().wallBackground;
  const defaults = (await inject({ method: 'GET', url: '/api/walls/defaults' })).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;

  const designRes = await inject({
    method: 'POST',
    url: '/api/designs',
    headers: customer.headers,
    payload: {
      name: 'Hall design',
      image: images[0]!._id,
      previewImage: preview._id,
      options: { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Classic' },
      wallId: wall.id,
      placement: { x: 0.5, y: 0.45 },
    },
  });
  expectStatus(designRes, 201, 'design');
  const designId = designRes.json<{ design: { _id: string } }>().design._id;

  const packageIds = (await inject({ method: 'GET', url: '/api/packages' })).json<PackageResponse[]>().map((p) => p._id);

  // An order (so order ids, order numbers and a used Idempotency-Key exist), then a cart with a line in it.
  await fillCart(t.app, customer, [await artworkLine(t.app, customer)]);
  const usedKey = randomUUID();
  const orderRes = await checkout(t.app, customer, checkoutBody(customer, (await cardToken(t.app, customer)).token), usedKey);
  expectStatus(orderRes, 201, 'checkout');
  const order = orderRes.json<{ order: Order }>().order;
  const cart: CartResponse = await fillCart(t.app, customer, [await artworkLine(t.app, customer)]);
  // A plan bought (a checkout, its payment, the subscription it made) and a print file of the order's line.
  const plan = await openCheckout(t.app, customer);
  const planPaid = await pay(t.app, customer, plan._id);
  expectStatus(planPaid, 201, 'plan payment');
  const { payment } = planPaid.json<{ payment: { _id: string; order: string | null; subscriptionId: string | null } }>();
  const admin = shopperOf('admin');
  const printFileRes = await inject({ method: 'POST', url: `/api/admin/orders/${order._id}/lines/${order.items[0]!._id}/print-file`, headers: admin.headers });
  expectStatus(printFileRes, 202, 'print file');
  const printFileId = printFileRes.json<{ _id: string }>()._id;
  const paymentTokens = [(await cardToken(t.app, customer)).token, (await cardToken(t.app, other, CARD_DECLINED)).token];

  // Tokens that must not work: a signed-out one, one signed with another secret, `alg: none`, and
  // ones signed with the real secret but carrying odd claims (as if the secret had leaked).
  const revoked = (await login(t.app, { email: customer.email, password: PASSWORD }, uniqueIp())).json<AuthResponse>().token;
  expectStatus(await inject({ method: 'GET', url: '/api/auth/signout', headers: bearer(revoked) }), 200, 'sign-out');
  const claims = decodeJwtPayload(customer.token);
  const sign = (payload: Record<string, unknown>, secret: string) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  const forged = [
    await sign(claims, `another-secret-${randomBytes(16).toString('hex')}`),
    await sign({ ...claims, jti: 'a\u0000b' }, JWT_SECRET),
    await sign({ ...claims, sub: 'x'.repeat(10_000) }, JWT_SECRET),
    await sign({ ...claims, jti: { $gt: '' } }, JWT_SECRET),
    await sign({ ...claims, exp: 1e15 }, JWT_SECRET),
    await sign({ ...claims, exp: Number.MAX_SAFE_INTEGER, iat: -1 }, JWT_SECRET),
  ];

  const files: PoolFile[] = [
    { label: 'valid PNG', filename: 'art.png', contentType: 'image/png', data: await picture('png', 40, 30) },
    { label: 'valid JPEG', filename: 'art.jpg', contentType: 'image/jpeg', data: await picture('jpeg', 40, 30) },
    { label: 'valid GIF', filename: 'art.gif', contentType: 'image/gif', data: await picture('gif', 24, 24) },
    { label: 'valid WEBP', filename: 'art.webp', contentType: 'image/webp', data: await picture('webp', 24, 24) },
    { label: 'empty', filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
    { label: 'one byte', filename: 'a.png', contentType: 'image/png', data: Buffer.from([0x89]) },
    { label: 'PNG cut in half', filename: 'half.png', contentType: 'image/png', data: (await picture('png', 40, 30)).subarray(0, 60) },
    { label: 'text as PNG', filename: 'a.png', contentType: 'image/png', data: Buffer.from('hello, not an image') },
    { label: 'SVG', filename: 'a.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    { label: 'pixel bomb', filename: 'bomb.png', contentType: 'image/png', data: await pixelBomb(30_000, 30_000) },
    { label: 'random bytes', filename: 'r.bin', contentType: 'application/octet-stream', data: randomBytes(300) },
  ];

  const objects: PoolObject[] = [
    ...(['customer', 'other', 'admin'] as const).map((who) => ({ kind: 'user', id: identities[who].id, owner: who })),
    ...[images[0]!, images[1]!, preview].map((i) => ({ kind: 'image', id: i._id, owner: 'customer' as const })),
    { kind: 'image', id: images[2]!._id, owner: 'other' },
    { kind: 'image', id: images[3]!._id, owner: 'guest' },
    { kind: 'wall', id: wall.id, owner: 'customer' },
    ...defaults.map((w) => ({ kind: 'wall', id: w.id, owner: null })),
    { kind: 'design', id: designId, owner: 'customer' },
    ...cart.items.map((i) => ({ kind: 'item', id: i._id, owner: 'customer' as const })),
    { kind: 'order', id: order._id, owner: 'customer' },
    ...order.items.map((line) => ({ kind: 'line', id: line._id, owner: 'customer' as const })),
    { kind: 'checkout', id: plan._id, owner: 'customer' },
    { kind: 'payment', id: payment._id, owner: 'customer' },
    ...(payment.order ? [{ kind: 'order', id: payment.order, owner: 'customer' as const }] : []),
    ...(payment.subscriptionId ? [{ kind: 'subscription', id: payment.subscriptionId, owner: 'customer' as const }] : []),
    { kind: 'printFile', id: printFileId, owner: 'admin' },
    ...packageIds.map((id) => ({ kind: 'package', id, owner: null })),
    { kind: 'image', id: '000000000000000000000000', owner: null },
  ];
  const uploadKeys = [...images, preview].flatMap((i) => [i.url, i.previewUrl, i.thumbnailUrl]).map(keyOfUrl);
  const emails = Object.values(identities).map((i) => i.email);
  const cursors = page.nextCursor ? [page.nextCursor] : [];
  // The API sends no ETag of its own; the page and its files do (@fastify/static).
  const etags: string[] = [];
  for (const url of ['/', '/assets/app-0123abcd.js', `/uploads/${uploadKeys[0]}`]) {
    const { headers } = await inject({ method: 'GET', url });
    for (const value of [headers.etag, headers['last-modified']]) if (typeof value === 'string') etags.push(value);
  }
  return {
    objects,
    tokens: [...emails, ...cursors, ...paymentTokens, usedKey, order.orderNumber, ...uploadKeys],
    emails,
    passwords: [PASSWORD],
    cursors,
    paymentTokens,
    idempotencyKeys: [usedKey],
    etags,
    uploadKeys,
    authorizations: [revoked, unsigned, ...forged].map((token) => `Bearer ${token}`),
    files,
  };
}

/** The request as sent: the members' current tokens in place of `{token:who}`. */
function resolved(request: FuzzRequest): FuzzRequest {
  const fill = (value: string) => value.replace(/\{token:(\w+)\}/g, (_m, who: string) => identities[who as Member]?.token ?? 'unknown');
  return { ...request, headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, fill(value)])) };
}

/** What must never come back (the request's own token and password excepted: leakedSecrets skips what was sent). */
function secrets(): Secret[] {
  return [
    { label: 'the JWT secret', value: JWT_SECRET },
    { label: "the test users' password", value: PASSWORD },
    ...Object.entries(identities).map(([who, i]) => ({ label: `the ${who}'s token`, value: i.token })),
    ...[CARD_OK, CARD_DECLINED].flatMap((card) => [
      { label: 'a card number', value: card },
      { label: 'a card number', value: card.replace(/\s/g, '') },
    ]),
  ];
}

interface Tally {
  requests: number;
  /** Members signed in again after the fuzz signed them out, changed their password or deleted them. */
  repairs: number;
  byStatus: Map<number, number>;
  byOperation: Map<string, { statuses: Map<number, number>; ms: number }>;
}
const tally: Tally = { requests: 0, repairs: 0, byStatus: new Map(), byOperation: new Map() };

function count(op: string, status: number, ms: number): void {
  tally.requests += 1;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  const row = tally.byOperation.get(op) ?? { statuses: new Map<number, number>(), ms: 0 };
  row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
  row.ms += ms;
  tally.byOperation.set(op, row);
}

const statusList = (statuses: Map<number, number>) => [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');

/** Sends one request and returns what is wrong with the answer (empty when nothing is). */
async function check(request: FuzzRequest): Promise<string[]> {
  const op = operations.find((o) => o.key === request.op)!;
  const sent = resolved(request);
  const firstLog = logLines.length;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
  });
  const res = await Promise.race([
    inject({ method: sent.method, url: sent.url, headers: sent.headers, ...(sent.payload !== undefined ? { payload: sent.payload } : {}) }),
    timeout,
  ]).finally(() => clearTimeout(timer));
  if (res === 'timeout') return [`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`];
  count(request.op, res.statusCode, performance.now() - started);
  if (TRACE) console.log(`${res.statusCode} ${reproducer(request, 200)} -> ${res.body.slice(0, 200)}`);

  const problems = answerProblems(op, sent, { statusCode: res.statusCode, headers: res.headers, body: res.body }, secrets());
  for (const line of logLines.slice(firstLog)) {
    if (line.level >= 50) problems.push(`an error-level log line: ${line.msg ?? ''} ${line.err?.type ?? ''} ${line.err?.message ?? ''}`.trim());
    const leaks = leakedSecrets(sent, JSON.stringify(line), secrets());
    if (leaks.length > 0) problems.push(`a log line contains ${leaks.join(', ')}`);
  }
  if (res.statusCode === 401 && request.principal !== 'guest') await repairIdentity(request.principal);
  return problems;
}

describe(`route fuzz from the OpenAPI document (issue 23, ${testDbKind()})`, () => {
  it.skipIf(ONLY)('reads every operation, with its parameters, bodies and documented answers', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const op of operations) {
      expect(op.responses.size, op.key).toBeGreaterThan(0);
      // Errors are JSON everywhere (docs/architecture.md#the-api-contract), also where the 200 is a file.
      for (const [status, answers] of op.responses) if (status >= 400) expect(answers.map((a) => a.mediaType), `${op.key} ${status}`).toEqual(['application/json']);
    }
    // Upload routes document their multipart form, so their files and fields are fuzzed too.
    expect(operations.filter((op) => op.body?.mediaType === 'multipart/form-data').length).toBeGreaterThan(0);
  });

  it(`answers ${RUNS} generated requests without a 5xx, a hang, an undocumented shape or a leak (seed ${SEED})`, { timeout: 15 * 60_000 }, async () => {
    const started = Date.now();
    let firstFailure: string | undefined;
    const property = fc.asyncProperty(requestsArbitrary(operations, pools), async (request) => {
      const problems = await check(request);
      if (problems.length > 0) {
        firstFailure ??= `${problems.join('\n  ')}\n  ${reproducer(request)}`;
        throw new Error(problems.join('\n'));
      }
    });
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `route fuzz (${testDbKind()}): ${tally.requests} requests to ${tally.byOperation.size} operations in ${seconds} s, seed ${SEED}; ${statusList(tally.byStatus)}; members signed in again ${tally.repairs}×`,
    );
    if (process.env.FUZZ_REPORT) {
      for (const [op, row] of [...tally.byOperation].sort(([a], [b]) => a.localeCompare(b))) {
        console.log(`  ${op}: ${statusList(row.statuses)} (${(row.ms / 1000).toFixed(1)} s)`);
      }
    }
    if (details.failed) {
      const shrunk = details.counterexample ? reproducer(details.counterexample[0]) : '(none)';
      expect.fail(
        [
          `The route fuzz found a failing request (seed ${details.seed}, replay: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ''}).`,
          `First failure: ${firstFailure ?? '(none)'}`,
          `Shrunk to: ${shrunk}`,
          `  because: ${String(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance)}`,
          `Tokens are written {token:who}: the test's customer, other customer and admin.`,
        ].join('\n'),
      );
    }
  });
});
