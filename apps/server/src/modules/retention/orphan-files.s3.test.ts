import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../plugins/app/storage';
import { signedInUser } from '../auth/auth.test-helpers';
import { keyOfUrl, uploadedImage } from '../images/images.test-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { startS3Server, type TestS3Server } from '../../test/s3-server';

/**
 * The orphan-file sweep on a bucket (decision 048's s3rver): the same rule as on the local folders,
 * through the Storage interface. s3rver stamps an object's LastModified when it is written, so the
 * files are aged by running the rule a day and an hour later instead.
 */

const LATER_MS = 25 * 60 * 60 * 1000;

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

describe('orphan stored files in a bucket', () => {
  it('leaves files younger than 24 hours, then sweeps the orphans of uploads/ and print-files/ and keeps what a row names', async () => {
    const user = await signedInUser(app);
    const image = await uploadedImage(app, user.token);
    const prints = createStorage(app.config, 'print-files');
    const orphan = await app.storage.put(Buffer.from('an upload whose row never came'), 'webp');
    const printOrphan = await prints.put(Buffer.from('a print file whose record was lost'), 'tif');
    const expected = [`uploads/${orphan}`, `print-files/${printOrphan}`].sort();

    const now = await app.retention.run('orphan-files', { dryRun: true });
    expect(now.items).toEqual([]);

    const later = new Date(Date.now() + LATER_MS);
    const dry = await app.retention.run('orphan-files', { dryRun: true, now: later });
    expect(dry.items.sort()).toEqual(expected);
    expect(await app.storage.stat(orphan)).not.toBeNull();
    expect(await prints.stat(printOrphan)).not.toBeNull();

    const real = await app.retention.run('orphan-files', { now: later });
    expect(real.removed).toEqual({ uploads: 1, 'print-files': 1 });
    expect(await app.storage.stat(orphan)).toBeNull();
    expect(await prints.stat(printOrphan)).toBeNull();
    for (const url of [image.url, image.previewUrl, image.thumbnailUrl]) {
      expect(await app.storage.stat(keyOfUrl(url))).not.toBeNull();
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});
