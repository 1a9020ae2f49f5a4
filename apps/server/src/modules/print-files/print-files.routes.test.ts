import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_FILE_MESSAGES, type ArtworkImage, type CartLineInput, type CheckoutResponse, type Order, type PrintFile } from '@wallart/shared';
import { newObjectId } from '../../lib/object-id';
import { bearer, buildAuthTestApp, signedInAdmin } from '../auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper, type Shopper } from '../checkout/checkout.test-helpers';
import { images } from '../images';
import type { JobContext } from '../jobs';
import { createPrintFilesService } from './print-files.service';
import { printFiles } from './print-files.tables';
import { readTiffResolution } from './tiff-resolution';

// 12 pixels per inch: a Large canvas (48 × 72 in) is a 576 × 864 px file, quick to render. The
// full 150 DPI size is checked in render-print-file.test.ts and measured by `npm run bench -- print-file`.
const TEST_DPI = 12;

let app: FastifyInstance;
let admin: { authorization: string };

beforeAll(async () => {
  ({ app } = await buildAuthTestApp({ env: { PRINT_DPI: String(TEST_DPI) } }));
  admin = bearer((await signedInAdmin(app)).token);
});
afterAll(async () => {
  await app.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A generated (vector) artwork of the shopper. */
async function generatedArtwork(who: Shopper): Promise<ArtworkImage> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/images/generate',
    headers: who.headers,
    payload: { prompt: 'misty pine forest under a crescent moon', style: 'Abstract', seed: 7, count: 1 },
  });
  if (res.statusCode !== 201) throw new Error(`generate failed: ${res.statusCode} ${res.body}`);
  return res.json<{ images: ArtworkImage[] }>().images[0]!;
}

/** A paid order of the given lines (a generated Large Abstract print by default). */
async function placedOrder(lines?: (who: Shopper) => Promise<CartLineInput[]>): Promise<{ who: Shopper; order: Order }> {
  const who = await shopper(app);
  const items = lines
    ? await lines(who)
    : [{ artworkId: (await generatedArtwork(who))._id, options: { canvasSize: 'Large (48x72)', frameStyle: 'Classic', artStyle: 'Abstract', texture: 'Matte' }, quantity: 1 } as CartLineInput];
  await fillCart(app, who, items);
  const res = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token));
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return { who, order: res.json<CheckoutResponse>().order };
}

const ask = (order: Order, lineId = order.items[0]!._id, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/lines/${lineId}/print-file`, headers });
const read = (id: string, headers: Record<string, string> = admin) => app.inject({ method: 'GET', url: `/api/admin/print-files/${id}`, headers });
const untilSettled = (id: string) =>
  waitFor(
    async () => (await read(id)).json<PrintFile>(),
    (p) => p.status === 'done' || p.status === 'failed',
  );

describe('POST /api/admin/orders/:orderId/lines/:lineId/print-file (issue 19)', () => {
  let order: Order;
  let first: LightMyRequestResponse;
  beforeAll(async () => {
    ({ order } = await placedOrder());
    first = await ask(order);
  });

  it('queues the print file of a generated artwork and answers 202 with the record', () => {
    expect(first.statusCode).toBe(202);
    expect(first.headers['cache-control']).toBe('no-store');
    const record = first.json<PrintFile>();
    expect(record).toMatchObject({
      orderId: order._id,
      lineId: order.items[0]!._id,
      status: 'queued',
      progress: 0,
      widthInches: 48,
      heightInches: 72,
      widthPx: 48 * TEST_DPI,
      heightPx: 72 * TEST_DPI,
      dpi: TEST_DPI,
      effectivePpi: null,
      source: 'vector',
      format: 'tiff',
      error: null,
      downloadUrl: null,
    });
  });

  it('makes the file: progress reaches 100 and the TIFF is the canvas size at the DPI, in the file', async () => {
    const done = await untilSettled(first.json<PrintFile>()._id);
    expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 1, error: null, downloadUrl: `/api/admin/print-files/${done._id}/download` });
    const res = await app.inject({ method: 'GET', url: done.downloadUrl!, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/tiff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="print-${order.orderNumber}-line1-48x72in-${TEST_DPI}dpi.tif"`);
    expect(res.rawPayload.length).toBe(done.sizeBytes);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'tiff', width: 48 * TEST_DPI, height: 72 * TEST_DPI, channels: 3, space: 'srgb', resolutionUnit: 'inch' });
    // sharp reports no density under 25.4 DPI; the file's own tags say 12.
    const file = path.join(app.config.dataDir, 'downloaded.tif');
    fs.writeFileSync(file, res.rawPayload);
    expect(await readTiffResolution(file)).toEqual({ x: TEST_DPI, y: TEST_DPI });
  });

  it('answers the existing file instead of making a second one', async () => {
    const again = await ask(order);
    expect(again.statusCode).toBe(200);
    expect(again.json<PrintFile>()._id).toBe(first.json<PrintFile>()._id);
    const list = await app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}/print-files`, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json<PrintFile[]>().map((p) => p._id)).toEqual([first.json<PrintFile>()._id]);
  });

  it('keeps print files out of /uploads: a stored print file key is not served there', async () => {
    const [row] = await app.db.select().from(printFiles).where(eq(printFiles.id, first.json<PrintFile>()._id));
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}\.tif$/);
    expect(fs.existsSync(path.join(app.config.dataDir, 'print-files', row!.storageKey!))).toBe(true);
    expect(fs.existsSync(path.join(app.config.dataDir, 'uploads', row!.storageKey!))).toBe(false);
    const res = await app.inject({ method: 'GET', url: `/uploads/${row!.storageKey!}` });
    expect(res.statusCode).toBe(404);
  });

  it('refuses guests (401) and users (403) on every print-file route', async () => {
    const { who } = await placedOrder(async (w) => [await artworkLine(app, w)]);
    const id = first.json<PrintFile>()._id;
    const urls = [
      ['POST', `/api/admin/orders/${order._id}/lines/${order.items[0]!._id}/print-file`],
      ['GET', `/api/admin/orders/${order._id}/print-files`],
      ['GET', `/api/admin/print-files/${id}`],
      ['GET', `/api/admin/print-files/${id}/download`],
    ] as const;
    for (const [method, url] of urls) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url} as a guest`).toBe(401);
      expect((await app.inject({ method, url, headers: who.headers })).statusCode, `${method} ${url} as a user`).toBe(403);
    }
  });

  it("answers 404 'Order line not found.' for a line that does not exist or is another order's", async () => {
    const { order: other } = await placedOrder(async (w) => [await artworkLine(app, w)]);
    for (const res of [await ask(order, newObjectId()), await ask(other, order.items[0]!._id), await ask({ ...order, _id: newObjectId() })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: PRINT_FILE_MESSAGES.lineNotFound });
    }
    const list = await app.inject({ method: 'GET', url: `/api/admin/orders/${newObjectId()}/print-files`, headers: admin });
    expect(list.statusCode).toBe(404);
    expect((await read(newObjectId())).statusCode).toBe(404);
  });

  // Found by the route fuzz (issue 23): a route-wide `produces: image/tiff` documented the JSON errors as TIFFs.
  it("documents the download's 200 as a TIFF and its errors as JSON", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get: { responses: Record<string, { content: object }> } }> }>();
    const responses = doc.paths['/api/admin/print-files/{id}/download']!.get.responses;
    expect(Object.keys(responses['200']!.content)).toEqual(['image/tiff']);
    for (const [status, response] of Object.entries(responses)) if (status !== '200') expect(Object.keys(response.content), status).toEqual(['application/json']);
  });
});

describe('print files of uploaded (raster) artwork', () => {
  it('enlarges the upload to the canvas and states its effective PPI', async () => {
    // The upload helper's picture is 120 × 90 px; on a Medium canvas (36 × 48 in) it covers the
    // canvas at min(120 / 36, 90 / 48) = 1.9 pixels per inch.
    const { order } = await placedOrder(async (w) => [await artworkLine(app, w, { options: { canvasSize: 'Medium (36x48)', frameStyle: 'None', artStyle: 'Minimalist', texture: 'Smooth' } })]);
    const res = await ask(order);
    expect(res.statusCode).toBe(202);
    expect(res.json<PrintFile>()).toMatchObject({ source: 'raster', effectivePpi: 1, widthPx: 36 * TEST_DPI, heightPx: 48 * TEST_DPI });
    const done = await untilSettled(res.json<PrintFile>()._id);
    expect(done.status).toBe('done');
    const file = await app.inject({ method: 'GET', url: done.downloadUrl!, headers: admin });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 36 * TEST_DPI, height: 48 * TEST_DPI });
  });

  it('prints a Custom canvas at the size the line gives (feet)', async () => {
    const { order } = await placedOrder(async (w) => [
      await artworkLine(app, w, { options: { canvasSize: 'Custom', frameStyle: 'None', artStyle: 'Photorealistic', texture: 'Matte' }, dimensions: { width: 2.5, height: 2 } }),
    ]);
    const res = await ask(order);
    expect(res.json<PrintFile>()).toMatchObject({ widthInches: 30, heightInches: 24, widthPx: 30 * TEST_DPI, heightPx: 24 * TEST_DPI });
    expect((await untilSettled(res.json<PrintFile>()._id)).status).toBe('done');
  });
});

describe('when a render fails', () => {
  it('puts the record back to queued with the reason while retries remain', async () => {
    const { order } = await placedOrder(async (w) => [await artworkLine(app, w)]);
    // The artwork's file is gone from storage: every attempt fails.
    const [image] = await app.db.select().from(images).where(eq(images.id, order.items[0]!.artworkId));
    await app.storage.delete(image!.originalKey);
    const res = await ask(order);
    const retrying = await waitFor(
      async () => (await read(res.json<PrintFile>()._id)).json<PrintFile>(),
      (p) => p.attempts === 1 && p.status === 'queued',
    );
    expect(retrying.error).toBe('Attempt 1 of 4 failed: The artwork file is missing from storage. It will be tried again.');
    expect(retrying.downloadUrl).toBeNull();
    // Asking again answers the same record: its job is still on the queue.
    expect((await ask(order)).json<PrintFile>()._id).toBe(retrying._id);
    const download = await app.inject({ method: 'GET', url: `/api/admin/print-files/${retrying._id}/download`, headers: admin });
    expect(download.statusCode).toBe(409);
    expect(download.json()).toMatchObject({ message: PRINT_FILE_MESSAGES.notReady });
  });

  it('marks the record failed on the last attempt, and a new request may follow', async () => {
    const { order } = await placedOrder(async (w) => [await artworkLine(app, w)]);
    // A service of its own with no queue behind it: its run is called as the last attempt would be.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-print-'));
    const service = createPrintFilesService({
      db: app.db,
      jobs: { send: () => Promise.resolve('00000000-0000-4000-8000-000000000001'), notify: () => {}, getJob: () => Promise.resolve({ state: 'retry', retryCount: 3 }) },
      orders: app.ordersService,
      images: app.imagesService,
      artwork: { ...app.storage, get: () => Promise.resolve(null) },
      printStorage: app.storage,
      workDir: folder,
      dpi: TEST_DPI,
    });
    try {
      const { printFile } = await service.request(order._id, order.items[0]!._id, null);
      const lastAttempt: JobContext = { id: '00000000-0000-4000-8000-000000000001', queue: 'print-file', attempt: 4, attempts: 4, signal: new AbortController().signal };
      await expect(service.run({ printFileId: printFile._id }, lastAttempt)).rejects.toThrow('missing from storage');
      expect(await service.get(printFile._id)).toMatchObject({ status: 'failed', progress: 0, attempts: 1, error: 'The artwork file is missing from storage.' });
      // A failed file does not block a new one.
      const next = await service.request(order._id, order.items[0]!._id, null);
      expect(next.created).toBe(true);
      expect(next.printFile._id).not.toBe(printFile._id);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('shows a record whose job the queue no longer runs as failed, not running for ever', async () => {
    const { order } = await placedOrder(async (w) => [await artworkLine(app, w)]);
    const now = new Date();
    const [row] = await app.db
      .insert(printFiles)
      .values({
        id: newObjectId(now),
        orderId: order._id,
        orderLineId: order.items[0]!._id,
        status: 'running',
        progress: 10,
        widthInches: 48,
        heightInches: 72,
        widthPx: 576,
        heightPx: 864,
        dpi: TEST_DPI,
        source: 'raster',
        // A job id the queue does not know (its process died on the last attempt, and it was removed).
        jobId: '00000000-0000-4000-8000-000000000000',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const res = await read(row!.id);
    expect(res.json<PrintFile>()).toMatchObject({ status: 'failed', error: 'The render stopped without finishing.' });
  });
});
