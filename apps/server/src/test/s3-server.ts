import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { parseStorageUrl, type S3Settings } from '../config';
import { createS3Client } from '../plugins/app/s3-storage';

/**
 * An S3 server for tests (s3rver, decision 048): started on 127.0.0.1 at a random port over a temp
 * folder, with a fresh bucket. `env` is what an app needs to use it (`STORAGE_URL` and the AWS
 * credentials s3rver takes), e.g. `buildTestApp({ env: s3.env })`; several apps or processes may
 * share one. Always `await s3.stop()` (afterAll).
 */
export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  env: { STORAGE_URL: string; AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  settings: S3Settings;
  /** Creates another empty bucket; returns its env (for tests that need a store of their own). */
  newBucket(): Promise<TestS3Server['env']>;
  /** Stops the server (requests then fail to connect: "S3 down"). */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
  /** Starts it again on the same port and folder (after stop). */
  restart(): Promise<void>;
}

/** s3rver's fixed credentials; any other key is refused with 403. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-s3-'));
  const make = (port: number) => new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  let server = make(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;

  const envOf = (bucket: string) => ({
    STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    ...S3RVER_CREDENTIALS,
  });
  const newBucket = async () => {
    const bucket = `test-${crypto.randomBytes(6).toString('hex')}`;
    const env = envOf(bucket);
    const client = createS3Client(parseStorageUrl(env.STORAGE_URL, env));
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    } finally {
      client.destroy();
    }
    return env;
  };

  const env = await newBucket();
  const settings = parseStorageUrl(env.STORAGE_URL, env);
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    endpoint,
    bucket: settings.bucket,
    env,
    settings,
    newBucket,
    stop,
    async close() {
      await stop();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
    async restart() {
      if (running) return;
      server = make(port);
      await server.run();
      running = true;
    },
  };
}
