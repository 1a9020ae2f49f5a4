import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkImage } from '@wallart/shared';
import { signedInUser } from '../../modules/auth/auth.test-helpers';
import { imagePart, keyOfUrl, picture, uploadedImage, uploadImage } from '../../modules/images/images.test-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createS3Client } from './s3-storage';
import { STORAGE_UNAVAILABLE_MESSAGE } from './storage';

/** The app on S3 storage (decision 048): uploads land in the bucket and are served at the same /uploads URLs. */

let s3: TestS3Server;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await buildTestApp({ env: s3.env });
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

async function objectBytes(bucketKey: string): Promise<Buffer> {
  const client = createS3Client(s3.settings);
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: bucketKey }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

describe('the app on S3 storage', () => {
  it('stores an uploaded artwork in the bucket and serves it at /uploads/{key} with the usual headers', async () => {
    const user = await signedInUser(app);
    const image = await uploadedImage(app, user.token);
    for (const url of [image.url, image.previewUrl, image.thumbnailUrl]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const stored = await objectBytes(`uploads/${keyOfUrl(url)}`);
      expect(res.rawPayload.equals(stored)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': url.endsWith('.webp') ? 'image/webp' : expect.stringMatching(/^image\/(png|jpeg)$/),
        'content-length': String(stored.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
    // Nothing went to the local folder.
    const local = path.join(app.config.dataDir, 'uploads');
    expect(fs.existsSync(local) ? fs.readdirSync(local) : []).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
  });

  it('S3 down during an upload: 503 with a clear message and no artwork saved; works again when S3 is back', async () => {
    const own = await startS3Server();
    const downApp = await buildTestApp({ env: own.env });
    try {
      const user = await signedInUser(downApp);
      const kept = await uploadedImage(downApp, user.token);
      const list = async () => (await downApp.inject({ method: 'GET', url: '/api/images', headers: { authorization: `Bearer ${user.token}` } })).json<{ images: ArtworkImage[] }>().images;
      expect(await list()).toHaveLength(1);

      await own.stop();
      const res = await uploadImage(downApp, [imagePart(await picture('png', 120, 90))], { token: user.token });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Service Unavailable', message: STORAGE_UNAVAILABLE_MESSAGE });
      expect(await list()).toHaveLength(1);
      expect((await downApp.inject({ method: 'GET', url: kept.url })).statusCode).toBe(503);

      await own.restart();
      await uploadedImage(downApp, user.token);
      expect(await list()).toHaveLength(2);
      expect((await downApp.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    } finally {
      await downApp.close();
      await own.close();
    }
  });

  it('a bucket that does not exist stops the start with a message naming STORAGE_URL', async () => {
    const env = { ...s3.env, STORAGE_URL: s3.env.STORAGE_URL.replace(s3.bucket, 'no-such-bucket') };
    await expect(buildTestApp({ env })).rejects.toThrow(/STORAGE_URL: the bucket "no-such-bucket" does not exist/);
  });
});
