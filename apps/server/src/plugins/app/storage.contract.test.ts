import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createLocalStorage, createStorage, isStorageKey, openStorage, STORAGE_UNAVAILABLE_MESSAGE, StorageConfigError, type Storage } from './storage';

/**
 * The storage contract (decision 048): the same expectations for the local folder and for an
 * S3-compatible bucket (s3rver, started here on loopback). Each case works on a fresh area.
 */

let s3: TestS3Server;
const tempDirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-storage-'));
  tempDirs.push(dir);
  return dir;
}

const bytes = (n: number) => crypto.randomBytes(n);
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
async function listAll(storage: Storage): Promise<{ key: string; size: number }[]> {
  const out: { key: string; size: number }[] = [];
  for await (const { key, size } of storage.list()) out.push({ key, size });
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

const kinds: { name: string; fresh: () => Promise<Storage> }[] = [
  { name: 'local folder', fresh: () => Promise.resolve(createLocalStorage(path.join(tempDir(), 'uploads'))) },
  {
    name: 's3 (s3rver)',
    fresh: async () => {
      const env = await s3.newBucket();
      return createStorage(loadConfig({ ...env, DATA_DIR: tempDir() }), 'uploads');
    },
  },
];

describe.each(kinds)('storage contract: $name', ({ fresh }) => {
  it('put stores the bytes under a new random key of the kind; get and stat read them back', async () => {
    const storage = await fresh();
    const data = bytes(70_000);
    const key = await storage.put(data, 'webp');
    expect(isStorageKey(key)).toBe(true);
    expect(key.endsWith('.webp')).toBe(true);
    expect(await storage.put(data, 'webp')).not.toBe(key);
    const file = await storage.get(key);
    expect(file?.size).toBe(data.length);
    expect((await readAll(file!.body)).equals(data)).toBe(true);
    expect(await storage.stat(key)).toBe(data.length);
  });

  it('putFile stores a file from the disk and removes the source', async () => {
    const storage = await fresh();
    const source = path.join(tempDir(), 'render.tif');
    const data = bytes(200_000);
    fs.writeFileSync(source, data);
    const key = await storage.putFile(source, 'tif');
    expect(key.endsWith('.tif')).toBe(true);
    expect(fs.existsSync(source)).toBe(false);
    expect((await readAll((await storage.get(key))!.body)).equals(data)).toBe(true);
  });

  it('putAt stores a stream under the given key, replacing what was there', async () => {
    const storage = await fresh();
    const key = `${'ab'.repeat(16)}.png`;
    await storage.putAt(key, Readable.from([bytes(10)]), 10);
    const data = bytes(5_000);
    await storage.putAt(key, Readable.from([data.subarray(0, 2_000), data.subarray(2_000)]), data.length);
    expect((await readAll((await storage.get(key))!.body)).equals(data)).toBe(true);
    expect(await listAll(storage)).toEqual([{ key, size: data.length }]);
  });

  it('putAt of a stream shorter than announced fails and leaves nothing under the key', async () => {
    const storage = await fresh();
    const key = `${'cd'.repeat(16)}.jpg`;
    await expect(storage.putAt(key, Readable.from([bytes(100)]), 500)).rejects.toThrow();
    expect(await storage.get(key)).toBeNull();
    expect(await listAll(storage)).toEqual([]);
  });

  it('a missing or malformed key reads as null; delete removes, and a missing key is no error', async () => {
    const storage = await fresh();
    expect(await storage.get(`${'0'.repeat(32)}.png`)).toBeNull();
    expect(await storage.stat(`${'0'.repeat(32)}.png`)).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    const key = await storage.put(bytes(10), 'gif');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('list names every stored file with its size, and nothing else', async () => {
    const storage = await fresh();
    expect(await listAll(storage)).toEqual([]);
    const a = await storage.put(bytes(123), 'png');
    const b = await storage.put(bytes(4_567), 'svg');
    expect(await listAll(storage)).toEqual([{ key: a, size: 123 }, { key: b, size: 4_567 }].sort((x, y) => x.key.localeCompare(y.key)));
  });

  it('list says when each file was written (the orphan-file sweep leaves young files alone)', async () => {
    const storage = await fresh();
    // Whole seconds: S3 keeps LastModified to the second.
    const before = Math.floor(Date.now() / 1000) * 1000;
    const key = await storage.put(bytes(10), 'png');
    const after = Date.now();
    const listed: (Date | undefined)[] = [];
    for await (const object of storage.list()) if (object.key === key) listed.push(object.modifiedAt);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.getTime()).toBeGreaterThanOrEqual(before);
    expect(listed[0]!.getTime()).toBeLessThanOrEqual(after + 1000);
  });

  it('check passes on a usable store', async () => {
    const storage = await fresh();
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('local folder: crash safety', () => {
  it('a write in progress or left by a crash is never served nor listed; an old one is swept at start', async () => {
    const folder = path.join(tempDir(), 'uploads');
    const storage = createLocalStorage(folder);
    const key = await storage.put(bytes(10), 'png');
    // What a process killed mid-write leaves: a temporary file, never under a key.
    fs.writeFileSync(path.join(folder, '.tmp-0123456789abcdef'), bytes(5));
    const old = path.join(folder, '.tmp-fedcba9876543210');
    fs.writeFileSync(old, bytes(5));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await listAll(storage)).toEqual([{ key, size: 10 }]);

    createLocalStorage(folder);
    expect(fs.readdirSync(folder).sort()).toEqual(['.tmp-0123456789abcdef', key].sort());
  });

  it('a write whose source fails half-way leaves no file at all', async () => {
    const folder = path.join(tempDir(), 'uploads');
    const storage = createLocalStorage(folder);
    const failing = new Readable({
      read() {
        this.push(bytes(1_000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.putAt(`${'ef'.repeat(16)}.png`, failing, 5_000)).rejects.toThrow('client went away');
    expect(fs.readdirSync(folder)).toEqual([]);
  });
});

describe('s3: a store that cannot be used', () => {
  it('a missing bucket, refused credentials or an unreachable store stop the start naming STORAGE_URL', async () => {
    const dataDir = tempDir();
    const missing = { ...s3.env, STORAGE_URL: s3.env.STORAGE_URL.replace(s3.bucket, 'no-such-bucket'), DATA_DIR: dataDir };
    await expect(openStorage(loadConfig(missing), 'uploads')).rejects.toThrow(/^STORAGE_URL: the bucket "no-such-bucket" does not exist/);
    await expect(openStorage(loadConfig(missing), 'uploads')).rejects.toBeInstanceOf(StorageConfigError);

    const refused = { ...s3.env, AWS_ACCESS_KEY_ID: 'SOMEONE-ELSE', DATA_DIR: dataDir };
    await expect(openStorage(loadConfig(refused), 'uploads')).rejects.toThrow(/^STORAGE_URL: the store refuses the credentials/);

    const nowhere = { ...s3.env, STORAGE_URL: 's3://some-bucket?endpoint=http://127.0.0.1:9&forcePathStyle=true', DATA_DIR: dataDir };
    await expect(openStorage(loadConfig(nowhere), 'uploads')).rejects.toThrow(/^STORAGE_URL: the store cannot be reached/);
  });

  it('a store that goes down answers 503 with a message for the user, and works again when it is back', async () => {
    const own = await startS3Server();
    try {
      const storage = createStorage(loadConfig({ ...own.env, DATA_DIR: tempDir() }), 'uploads');
      const key = await storage.put(bytes(10), 'png');
      await own.stop();
      const failure = await storage.put(bytes(10), 'png').catch((err: unknown) => err);
      expect(failure).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
      await expect(storage.get(key)).rejects.toMatchObject({ statusCode: 503 });
      await expect(storage.check()).rejects.toThrow(/cannot be reached/);
      await own.restart();
      expect(await storage.stat(key)).toBe(10);
    } finally {
      await own.close();
    }
  });

  it('the two areas of one bucket are apart', async () => {
    const config = loadConfig({ ...(await s3.newBucket()), DATA_DIR: tempDir() });
    const uploads = createStorage(config, 'uploads');
    const prints = createStorage(config, 'print-files');
    const key = await prints.put(bytes(10), 'tif');
    expect(await uploads.get(key)).toBeNull();
    expect(await listAll(uploads)).toEqual([]);
    expect(await listAll(prints)).toEqual([{ key, size: 10 }]);
  });
});
