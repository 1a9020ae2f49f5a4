import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATE_MESSAGES,
  IMAGE_SERVICE_UNAVAILABLE,
  PROMPT_MESSAGES,
  type ArtworkImage,
  type GenerateImagesResponse,
  type ImageListResponse,
} from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInUser, uniqueIp, type AuthTestApp } from '../auth/auth.test-helpers';
import { SUBJECT_CREDIT } from './generation/compose';
import { images } from './images.tables';
import { keyOfUrl, picture, storedFiles } from './images.test-helpers';

let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Body = Record<string, unknown>;
const generate = (app: AuthTestApp['app'], body: Body, options: { token?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/images/generate',
    payload: body,
    headers: options.token ? bearer(options.token) : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const generated = async (body: Body, token?: string): Promise<ArtworkImage[]> => {
  const res = await generate(t.app, body, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ images: ArtworkImage[] }>().images;
};
const svgOf = async (id: string) => {
  const [row] = await t.app.db.select().from(images).where(eq(images.id, id));
  expect(row?.svgKey).toMatch(/\.svg$/);
  const file = await t.app.storage.get(row?.svgKey as string);
  const chunks: Buffer[] = [];
  for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('POST /api/images/generate (procedural engine)', () => {
  it('lets a guest generate one 1024 px vector artwork by default, stored with its prompt, style and seed', async () => {
    const [image, ...rest] = await generated({ prompt: 'Calm ocean waves at sunset', style: 'Photorealistic' });
    expect(rest).toHaveLength(0);
    expect(image).toMatchObject({
      kind: 'generated',
      prompt: 'Calm ocean waves at sunset',
      style: 'Photorealistic',
      palette: null,
      provider: 'procedural',
      vector: true,
      width: 1024,
      height: 1024,
    });
    expect(Number.isInteger(image?.seed)).toBe(true);
    const original = await get(image?.url as string);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const preview = await get(image?.previewUrl as string);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1024 });
    const thumb = await get(image?.thumbnailUrl as string);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    // The SVG source is kept (the print master) but never served.
    const svg = await svgOf(image?._id as string);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1024" height="1024" viewBox="0 0 1024 1024">/);
    const [row] = await t.app.db.select().from(images).where(eq(images.id, image?._id as string));
    expect((await get(`/uploads/${row?.svgKey}`)).statusCode).toBe(404);
    expect(row?.ownerId).toBeNull();
    expect((await get(`/api/images/${image?._id}`)).json()).toEqual({ image });
  });

  it('gives the same bytes for the same prompt, style and seed, and another picture for another seed', async () => {
    const body = { prompt: 'misty mountains and a pine forest', style: 'Color Scheme', seed: 4242 };
    const [a] = await generated(body);
    const [b] = await generated({ ...body, prompt: '  Misty mountains and a pine forest ' });
    const [c] = await generated({ ...body, seed: 4242 + 256 * 7 });
    const bytes = async (image?: ArtworkImage) => (await get(image?.url as string)).rawPayload;
    expect(a?.seed).toBe(4242);
    expect((await bytes(a)).equals(await bytes(b))).toBe(true);
    expect(await svgOf(a?._id as string)).toBe(await svgOf(b?._id as string));
    expect((await bytes(a)).equals(await bytes(c))).toBe(false);
  });

  it('makes up to four variations from seed, seed + 1, … and each style draws differently', async () => {
    const four = await generated({ prompt: 'botanical leaves in sage and terracotta', style: 'Abstract', seed: 100, count: 4, palette: ['#81B29A', '#e07a5f'] });
    expect(four.map((i) => i.seed)).toEqual([100, 101, 102, 103]);
    expect(four[0]?.palette).toEqual(['#81b29a', '#e07a5f']);
    const svgs = await Promise.all(four.map((i) => svgOf(i._id)));
    expect(new Set(svgs).size).toBe(4);
    const styles = ['Color Scheme', 'Abstract', 'Minimalist', 'Photorealistic'] as const;
    const perStyle = await Promise.all(styles.map(async (style) => svgOf(((await generated({ prompt: 'sun over the sea', style, seed: 9 }))[0] as ArtworkImage)._id)));
    expect(new Set(perStyle).size).toBe(4);
  });

  it('says which words it drew and which nouns it could not (issue 20), for every style', async () => {
    for (const style of ['Color Scheme', 'Minimalist'] as const) {
      const res = await generate(t.app, { prompt: 'A red boat on a calm lake', style, seed: 64, count: 2 });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<GenerateImagesResponse>();
      expect(body.engine).toBe('procedural');
      expect(body.drawn).toEqual(['boat', 'lake']);
      expect(body.notDrawn).toEqual([]);
      expect(body.images).toHaveLength(2);
    }
    const sail = (await generate(t.app, { prompt: 'a calm ocean at sunset with sailboats and a lighthouse', style: 'Abstract' })).json<GenerateImagesResponse>();
    expect(sail.drawn).toEqual(['ocean', 'sunset', 'sailboats']);
    // Stop words and adjectives are neither; a noun without a drawing is said, not dropped.
    expect(sail.notDrawn).toEqual(['lighthouse']);
    // The subject is in the picture: the boat's icon, restyled, is in the stored vector source.
    const [image] = sail.images;
    const svg = await svgOf(image?._id as string);
    expect(svg).toMatch(/<g id="sj0">/);
    // The icon set's authors are credited in the print master (decision 035).
    expect(svg).toContain(SUBJECT_CREDIT);
  });

  it("belongs to a signed-in caller and shows in their artwork list, newest first", async () => {
    const { token } = await signedInUser(t.app);
    const [first] = await generated({ prompt: 'city skyline at night', style: 'Minimalist' }, token);
    const [second] = await generated({ prompt: 'flowers in a garden', style: 'Color Scheme' }, token);
    const list = (await get('/api/images?kind=generated', token)).json<ImageListResponse>();
    expect(list.images.map((i) => i._id)).toEqual([second?._id, first?._id]);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = { files: storedFiles(t.app).length, rows: (await t.app.db.select({ id: images.id }).from(images)).length };
    const ok = { prompt: 'waves', style: 'Abstract' };
    const cases: [Body, string][] = [
      [{ ...ok, prompt: '' }, PROMPT_MESSAGES.required],
      [{ ...ok, prompt: '     ' }, PROMPT_MESSAGES.required],
      [{ style: 'Abstract' }, PROMPT_MESSAGES.required],
      [{ ...ok, prompt: 'ab' }, PROMPT_MESSAGES.tooShort],
      [{ ...ok, prompt: 'x'.repeat(10_000) }, PROMPT_MESSAGES.tooLong],
      [{ ...ok, prompt: 'sea\u202Eview' }, 'control characters'],
      [{ ...ok, style: 'Cubist' }, GENERATE_MESSAGES.style],
      [{ prompt: 'waves' }, GENERATE_MESSAGES.style],
      [{ ...ok, seed: 1.5 }, GENERATE_MESSAGES.seed],
      [{ ...ok, seed: '12' }, GENERATE_MESSAGES.seed],
      [{ ...ok, seed: -1 }, GENERATE_MESSAGES.seed],
      [{ ...ok, seed: 2 ** 31 }, GENERATE_MESSAGES.seed],
      [{ ...ok, count: 0 }, GENERATE_MESSAGES.count],
      [{ ...ok, count: 50 }, GENERATE_MESSAGES.count],
      [{ ...ok, count: 2.5 }, GENERATE_MESSAGES.count],
      [{ ...ok, palette: ['red'] }, GENERATE_MESSAGES.palette],
      [{ ...ok, palette: Array(7).fill('#ffffff') }, GENERATE_MESSAGES.palette],
    ];
    for (const [body, message] of cases) {
      const res = await generate(t.app, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(storedFiles(t.app)).toHaveLength(before.files);
    expect((await t.app.db.select({ id: images.id }).from(images)).length).toBe(before.rows);
  });

  it('refuses a 50 MB body (413) and a body that is not JSON (400), storing nothing', async () => {
    const before = { files: storedFiles(t.app).length, rows: (await t.app.db.select({ id: images.id }).from(images)).length };
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ prompt: 'x'.repeat(50 * 1024 * 1024), style: 'Abstract' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toEqual(expect.any(String));
    const garbled = await t.app.inject({ method: 'POST', url: '/api/images/generate', headers: { 'content-type': 'application/json' }, payload: '{"prompt": "waves",' });
    expect(garbled.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: '/api/images/generate', headers: { 'content-type': 'text/plain' }, payload: 'waves' });
    expect(text.statusCode).toBe(400);
    expect(storedFiles(t.app)).toHaveLength(before.files);
    expect((await t.app.db.select({ id: images.id }).from(images)).length).toBe(before.rows);
  });

  it('answers 401 to a stale token instead of generating as a guest', async () => {
    const res = await generate(t.app, { prompt: 'waves', style: 'Abstract' }, { token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
  });

  it('gives guests a tighter per-address limit than signed-in callers', async () => {
    const limited = await buildAuthTestApp({ env: { GUEST_GENERATE_RATE_LIMIT_MAX: '2', GENERATE_RATE_LIMIT_MAX: '3' } });
    try {
      const body = { prompt: 'sun', style: 'Minimalist', seed: 1 };
      const ip = uniqueIp();
      const guest = [];
      for (let i = 0; i < 3; i += 1) guest.push((await generate(limited.app, body, { ip })).statusCode);
      expect(guest).toEqual([201, 201, 429]);
      const { token } = await signedInUser(limited.app);
      const userIp = uniqueIp();
      const user = [];
      for (let i = 0; i < 4; i += 1) user.push((await generate(limited.app, body, { ip: userIp, token })).statusCode);
      expect(user).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

/** A local stand-in for an OpenAI-compatible images API: each test sets how it answers. */
interface FakeProvider {
  url: string;
  requests: { path: string; authorization?: string; body: Record<string, unknown> }[];
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  close(): Promise<void>;
}

async function fakeProvider(): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: '',
    requests: [],
    answer: (_req, res) => res.end(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      fake.answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const close = fake.close;
  fake.close = async () => {
    server.closeAllConnections();
    await close();
  };
  return fake;
}

describe('POST /api/images/generate (OpenAI-compatible provider)', () => {
  let fake: FakeProvider;
  let p: AuthTestApp;
  beforeAll(async () => {
    fake = await fakeProvider();
    p = await buildAuthTestApp({ env: { IMAGE_API_URL: fake.url, IMAGE_API_KEY: 'sk-fake', IMAGE_API_MODEL: 'dall-e-3', IMAGE_API_TIMEOUT_MS: '500' } });
  });
  afterAll(async () => {
    await p.app.close();
    await fake.close();
  });
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  it('sends the prompt, style and model with the key, one request per picture, and stores what comes back re-encoded', async () => {
    const png = await picture('png', 1024, 1024);
    fake.requests = [];
    fake.answer = (_req, res) => json(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
    const res = await generate(p.app, { prompt: 'A quiet harbour', style: 'Minimalist', count: 2, palette: ['#27365c'] });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<GenerateImagesResponse>();
    // A hosted model cannot say which words it drew: null, not an empty "all drawn".
    expect(answer).toMatchObject({ engine: 'provider', drawn: null, notDrawn: null });
    const list = answer.images;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ kind: 'generated', provider: 'openai-compatible', vector: false, seed: null, width: 1024, height: 1024, style: 'Minimalist' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toMatchObject({ path: '/v1/images/generations', authorization: 'Bearer sk-fake' });
    expect(fake.requests[0]?.body).toMatchObject({ model: 'dall-e-3', n: 1, size: '1024x1024', response_format: 'b64_json' });
    expect(fake.requests[0]?.body.prompt).toMatch(/^A quiet harbour\. Render it as a minimalist artwork.*#27365c/);
    const original = await p.app.inject({ method: 'GET', url: list[0]?.url as string });
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  it('downloads a picture the provider links to', async () => {
    const png = await picture('png', 512, 512);
    fake.answer = (req, res) => {
      if (req.url === '/files/pic.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(png);
      } else json(res, 200, { data: [{ url: `${fake.url.replace('/v1', '')}/files/pic.png` }] });
    };
    const res = await generate(p.app, { prompt: 'A quiet harbour', style: 'Abstract' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ images: ArtworkImage[] }>().images[0]).toMatchObject({ width: 512, height: 512 });
  });

  it('answers 503 "The image service is unavailable — try again" on an error, a time-out or an answer without a usable picture, storing nothing', async () => {
    const before = storedFiles(p.app).length;
    const answers: FakeProvider['answer'][] = [
      (_req, res) => json(res, 500, { error: { message: 'boom' } }),
      (_req, res) => json(res, 401, { error: { message: 'bad key' } }),
      () => undefined, // never answers: the time-out
      (_req, res) => json(res, 200, { data: [] }),
      (_req, res) => json(res, 200, { data: [{ b64_json: Buffer.from('not an image').toString('base64') }] }),
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"data": [');
      },
    ];
    for (const answer of answers) {
      fake.answer = answer;
      const started = Date.now();
      const res = await generate(p.app, { prompt: 'A quiet harbour', style: 'Photorealistic', count: 2 });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'Service Unavailable', message: IMAGE_SERVICE_UNAVAILABLE });
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect(storedFiles(p.app)).toHaveLength(before);
  });
});

describe('the generated files', () => {
  it('are removed with the image', async () => {
    const { token } = await signedInUser(t.app);
    const [image] = await generated({ prompt: 'stars', style: 'Abstract' }, token);
    const [row] = await t.app.db.select().from(images).where(eq(images.id, image?._id as string));
    const keys = [keyOfUrl(image?.url as string), row?.svgKey as string];
    expect(storedFiles(t.app)).toEqual(expect.arrayContaining(keys));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/images/${image?._id}`, headers: bearer(token) })).statusCode).toBe(200);
    for (const key of keys) expect(storedFiles(t.app)).not.toContain(key);
  });
});
