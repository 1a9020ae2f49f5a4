import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGING_MESSAGES, type AgingOptionsResponse } from '@wallart/shared';
import { buildAuthTestApp, signedInUser, uniqueIp, type AuthTestApp } from '../auth/auth.test-helpers';
import { images } from './images.tables';
import { formData, imagePart, picture, type FormPart } from './images.test-helpers';

/**
 * Photorealistic ageing through the image service (issue 20, decision 045), against a stand-in
 * provider on 127.0.0.1 started here: what it is sent, what the browser gets back, and that every
 * failure (error status, time-out, an answer without a picture) is the one 503 the face tab falls
 * back on.
 */

interface Received {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  image: Buffer | null;
}

interface StandIn {
  url: string;
  received: Received[];
  /** How the next requests are answered; by default an aged picture in base64. */
  answer: (res: http.ServerResponse) => void;
  close: () => Promise<void>;
}

async function standInProvider(): Promise<StandIn> {
  const standIn: StandIn = { url: '', received: [], answer: (res) => res.end(), close: () => Promise.resolve() };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        // Read the multipart body as any HTTP server would (the same parser the browser's fetch uses).
        const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData().catch(() => null);
        const fields: Record<string, string> = {};
        let image: Buffer | null = null;
        for (const [name, value] of form?.entries() ?? []) {
          if (typeof value === 'string') fields[name] = value;
          else if (name === 'image') image = Buffer.from(await value.arrayBuffer());
        }
        standIn.received.push({ path: req.url ?? '', authorization: req.headers.authorization, fields, image });
        standIn.answer(res);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A portrait as the face tab sends it: a JPEG crop, here with EXIF that must not reach the provider. */
async function portrait(): Promise<Buffer> {
  return sharp(await picture('jpeg', 400, 500))
    .withExif({ IFD0: { Copyright: 'Jane Doe, 12 Lake Rd', ImageDescription: 'secret place' } })
    .jpeg()
    .toBuffer();
}

const agingParts = async (overrides: { age?: string | null; consent?: string | null; image?: FormPart | null } = {}): Promise<FormPart[]> => {
  const parts: FormPart[] = [];
  if (overrides.age !== null) parts.push({ name: 'age', value: overrides.age ?? '60' });
  if (overrides.consent !== null) parts.push({ name: 'consent', value: overrides.consent ?? 'true' });
  const image = overrides.image === undefined ? imagePart(await portrait(), 'portrait.jpg', 'image/jpeg') : overrides.image;
  if (image) parts.push(image);
  return parts;
};

function ageRequest(app: AuthTestApp['app'], parts: FormPart[], options: { ip?: string; token?: string } = {}) {
  const body = formData(parts);
  return app.inject({
    method: 'POST',
    url: '/api/images/age',
    payload: body.payload,
    headers: { ...body.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    remoteAddress: options.ip ?? uniqueIp(),
  });
}

describe('without an image service (IMAGE_API_URL unset)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('says ageing is not offered, and a portrait sent anyway is refused with 404 and goes nowhere', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/images/age' });
    expect(options.statusCode).toBe(200);
    expect(options.json<AgingOptionsResponse>()).toEqual({ available: false });
    const res = await ageRequest(t.app, await agingParts());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: AGING_MESSAGES.notOffered });
  });
});

describe('POST /api/images/age with a stand-in provider', () => {
  let standIn: StandIn;
  let t: AuthTestApp;
  let aged: Buffer;
  beforeAll(async () => {
    standIn = await standInProvider();
    aged = await picture('png', 600, 750);
    t = await buildAuthTestApp({
      env: {
        IMAGE_API_URL: standIn.url,
        IMAGE_API_KEY: 'sk-stand-in',
        IMAGE_API_MODEL: 'dall-e-2',
        IMAGE_API_TIMEOUT_MS: '400',
        // Guests: 1 Generate a minute → 4 portraits a minute.
        GUEST_GENERATE_RATE_LIMIT_MAX: '1',
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
    await standIn.close();
  });
  const answerAged = () => {
    standIn.answer = (res) => json(res, 200, { created: 1, data: [{ b64_json: aged.toString('base64') }] });
  };

  it('is offered', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/images/age' })).json()).toEqual({ available: true });
  });

  it('sends a guest’s re-encoded portrait and the age to the image-edit endpoint with the key, and answers the aged JPEG without storing it', async () => {
    answerAged();
    standIn.received = [];
    const before = (await t.app.db.select({ id: images.id }).from(images)).length;
    const res = await ageRequest(t.app, await agingParts({ age: '60' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 750 });

    expect(standIn.received).toHaveLength(1);
    const sent = standIn.received[0]!;
    expect(sent).toMatchObject({ path: '/v1/images/edits', authorization: 'Bearer sk-stand-in' });
    expect(sent.fields).toMatchObject({ model: 'dall-e-2', n: '1', response_format: 'b64_json' });
    expect(sent.fields.prompt).toMatch(/look 60 years old/);
    // New pixels only: the customer's EXIF (names, places) never reaches the provider.
    const sentImage = await sharp(sent.image!).metadata();
    expect(sentImage).toMatchObject({ format: 'png', width: 400, height: 500 });
    expect(sentImage.exif).toBeUndefined();
    expect(sent.image!.includes(Buffer.from('Lake Rd'))).toBe(false);
    // Nothing is kept on our side: the customer keeps one with 'Use this face' (an upload of kind face).
    expect((await t.app.db.select({ id: images.id }).from(images)).length).toBe(before);
  });

  it('lets a signed-in customer age a portrait too', async () => {
    answerAged();
    const { token } = await signedInUser(t.app);
    const res = await ageRequest(t.app, await agingParts({ age: '35' }), { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.received.at(-1)?.fields.prompt).toMatch(/look 35 years old/);
  });

  it.each([
    ['an error status', (res: http.ServerResponse) => json(res, 500, { error: { message: 'overloaded' } })],
    ['a refused key', (res: http.ServerResponse) => json(res, 401, { error: { message: 'bad key' } })],
    ['an answer without a picture', (res: http.ServerResponse) => json(res, 200, { data: [] })],
    ['a picture that is not an image', (res: http.ServerResponse) => json(res, 200, { data: [{ b64_json: Buffer.from('<svg/>').toString('base64') }] })],
    ['an answer that is not JSON', (res: http.ServerResponse) => res.end('<html>Bad Gateway</html>')],
    // Never answered: our time limit (IMAGE_API_TIMEOUT_MS, 400 ms here) ends the wait.
    ['a time-out', () => undefined],
  ])('answers 503 with the fallback message on %s', async (_name, answer) => {
    standIn.answer = answer;
    const res = await ageRequest(t.app, await agingParts());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Service Unavailable', message: AGING_MESSAGES.unavailable });
    expect(res.body).not.toContain('sk-stand-in');
  });

  it('refuses a request without consent, age or portrait, or with a bad one, before anything is sent', async () => {
    answerAged();
    standIn.received = [];
    const cases: [FormPart[], number, string][] = [
      [await agingParts({ consent: null }), 400, AGING_MESSAGES.consentRequired],
      [await agingParts({ consent: 'false' }), 400, AGING_MESSAGES.consentRequired],
      [await agingParts({ age: null }), 400, AGING_MESSAGES.age],
      [await agingParts({ age: '0' }), 400, AGING_MESSAGES.age],
      [await agingParts({ age: '101' }), 400, AGING_MESSAGES.age],
      [await agingParts({ age: '6e1' }), 400, AGING_MESSAGES.age],
      [await agingParts({ image: null }), 400, AGING_MESSAGES.photoRequired],
      [await agingParts({ image: imagePart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png') }), 415, AGING_MESSAGES.photoType],
      [await agingParts({ image: imagePart(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.jpg', 'image/jpeg') }), 413, AGING_MESSAGES.photoTooLarge],
    ];
    for (const [parts, status, message] of cases) {
      const res = await ageRequest(t.app, parts);
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([status, message]);
    }
    // Malformed bodies (as test/odd-input.test.ts sends every upload route): one clear 4xx, never a 5xx.
    const B = 'XyZ0dd1nput';
    const malformed: [string, string][] = [
      ['multipart/form-data', `--${B}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nx\r\n`],
      [`multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`],
      [`multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-da`],
      [`multipart/form-data; boundary=${B}`, ''],
      [`multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="age"\r\n\r\n${'6'.repeat(1024 * 1024)}\r\n--${B}--\r\n`],
      ['application/json', '{"age":60,"consent":"true"}'],
    ];
    for (const [contentType, payload] of malformed) {
      const res = await t.app.inject({ method: 'POST', url: '/api/images/age', payload, headers: { 'content-type': contentType }, remoteAddress: uniqueIp() });
      expect(res.statusCode, `${contentType} ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${contentType} ${payload.slice(0, 60)}`).toBeLessThan(500);
    }
    expect(standIn.received).toHaveLength(0);
  });

  it('lets a guest age four portraits a minute per address when one Generate a minute is allowed, then 429', async () => {
    answerAged();
    const ip = uniqueIp();
    for (let i = 0; i < 4; i += 1) expect((await ageRequest(t.app, await agingParts(), { ip })).statusCode).toBe(200);
    const limited = await ageRequest(t.app, await agingParts(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
