import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLocalStorage, createStorage, type Storage } from '../plugins/app/storage';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { storageCopyCommand } from './storage-copy';

let s3: TestS3Server;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, output: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) } };
}

async function listAll(storage: Storage): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for await (const { key, size } of storage.list()) out.set(key, size);
  return out;
}

async function bytesOf(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.get(key))!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('npm run storage:copy', () => {
  it('copies every local file into the bucket under its key, resumes by skipping same-size objects, and prints progress', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-copy-'));
    dirs.push(dataDir);
    const uploads = createLocalStorage(path.join(dataDir, 'uploads'));
    const prints = createLocalStorage(path.join(dataDir, 'print-files'));
    const keys = await Promise.all([uploads.put(crypto.randomBytes(3_000), 'webp'), uploads.put(crypto.randomBytes(40_000), 'png'), uploads.put(crypto.randomBytes(10), 'svg')]);
    const printKey = await prints.put(crypto.randomBytes(90_000), 'tif');
    // A render in progress is not a stored file.
    fs.mkdirSync(path.join(dataDir, 'print-files', 'rendering'));
    fs.writeFileSync(path.join(dataDir, 'print-files', 'rendering', 'x.tif'), 'partial');

    const env = { ...(await s3.newBucket()), DATA_DIR: dataDir };
    const bucket = { uploads: createStorage(loadConfig(env), 'uploads'), prints: createStorage(loadConfig(env), 'print-files') };
    // An earlier run that stopped half-way: one object copied whole, one cut short.
    await bucket.uploads.putAt(keys[0], (await uploads.get(keys[0]))!.body, 3_000);
    await bucket.uploads.putAt(keys[1], Readable.from([Buffer.alloc(5)]), 5);

    const first = capture();
    expect(await storageCopyCommand([], env, first.output)).toBe(0);
    expect(first.lines.err).toEqual([]);
    expect(first.lines.out).toContainEqual(expect.stringMatching(new RegExp(`^uploads [1-3]/3 already there ${keys[0]}$`)));
    expect(first.lines.out.filter((l) => /^(uploads [1-3]\/3|print-files 1\/1) copied [0-9a-f]{32}\.\w+ \(/.test(l))).toHaveLength(3);
    expect(first.lines.out.at(-1)).toMatch(/^Done: 3 copied \(.+\), 1 already there\./);

    expect(await listAll(bucket.uploads)).toEqual(await listAll(uploads));
    expect(await listAll(bucket.prints)).toEqual(new Map([[printKey, 90_000]]));
    for (const key of keys) expect((await bytesOf(bucket.uploads, key)).equals(await bytesOf(uploads, key))).toBe(true);

    const again = capture();
    expect(await storageCopyCommand([], env, again.output)).toBe(0);
    expect(again.lines.out.at(-1)).toMatch(/^Done: 0 copied \(0 B\), 4 already there\./);
  });

  it('refuses without STORAGE_URL, and names STORAGE_URL when the bucket does not exist', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-copy-'));
    dirs.push(dataDir);
    const none = capture();
    expect(await storageCopyCommand([], { DATA_DIR: dataDir }, none.output)).toBe(2);
    expect(none.lines.err[0]).toMatch(/^STORAGE_URL is not set/);

    const missing = capture();
    const env = { ...s3.env, STORAGE_URL: s3.env.STORAGE_URL.replace(s3.bucket, 'no-such-bucket'), DATA_DIR: dataDir };
    expect(await storageCopyCommand([], env, missing.output)).toBe(1);
    expect(missing.lines.err[0]).toMatch(/^STORAGE_URL: the bucket "no-such-bucket" does not exist/);
  });
});
