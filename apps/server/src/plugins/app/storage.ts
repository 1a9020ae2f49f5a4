import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiErrorSchema } from '@wallart/shared';
import type { AppConfig } from '../../config';
import { createS3Storage } from './s3-storage';
import { isStorageKey, STORED_CONTENT_TYPES, type Storage, type StoredFileKind } from './storage-contract';

// Callers keep importing the store from here; the contract sits apart so s3-storage.ts can use it
// without importing this file back (no runtime import circle: test/import-circles.test.ts).
export {
  isStorageKey,
  PRIVATE_FILE_KINDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  STORED_CONTENT_TYPES,
  StorageUnavailableError,
  type Storage,
  type StoredFileKind,
  type StoredObject,
} from './storage-contract';

function kindOfKey(key: string): StoredFileKind {
  return key.slice(key.lastIndexOf('.') + 1) as StoredFileKind;
}

/** The content type a key is served with, or null for a private kind (never served). */
function servedContentType(key: string): string | null {
  const kind = kindOfKey(key);
  return kind in STORED_CONTENT_TYPES ? STORED_CONTENT_TYPES[kind as keyof typeof STORED_CONTENT_TYPES] : null;
}

/** The store named by STORAGE_URL cannot be used (no such bucket, credentials refused, unreachable): the start stops. */
export class StorageConfigError extends Error {
  override name = 'StorageConfigError';
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Temporary files of writes in progress: never a key, so never served or listed. */
const TEMP_PREFIX = '.tmp-';
/** A temporary file older than this was left by a process that died mid-write. */
const STALE_TEMP_MS = 60 * 60 * 1000;

function newKey(kind: StoredFileKind): string {
  return `${randomBytes(16).toString('hex')}.${kind}`;
}

/** Removes temporary files left by a crash (old enough that no live process is still writing them). */
function removeStaleTempFiles(folder: string, now = Date.now()): void {
  for (const name of fs.readdirSync(folder)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(folder, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && now - stat.mtimeMs > STALE_TEMP_MS) fs.rmSync(file, { force: true });
  }
}

/**
 * Files in `<folder>/<key>`; the folder is `<DATA_DIR>/uploads`, outside the web root. Every write
 * goes to a temporary name in the same folder, is flushed to disk, then renamed onto its key: a
 * crash mid-write leaves a temporary file (never served, swept an hour later), never half a file
 * under a key.
 */
export function createLocalStorage(folder: string): Storage {
  fs.mkdirSync(folder, { recursive: true });
  removeStaleTempFiles(folder);
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(folder, key);
  };
  const tempFile = () => path.join(folder, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);

  /** Writes through a temporary file: `write` fills the open handle; then flush, rename. */
  async function writeAtomically(key: string, write: (handle: fs.promises.FileHandle) => Promise<void>): Promise<void> {
    const temp = tempFile();
    const handle = await fs.promises.open(temp, 'wx', 0o640);
    try {
      try {
        await write(handle);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(temp, fileOf(key));
    } catch (err) {
      await fs.promises.rm(temp, { force: true });
      throw err;
    }
  }

  return {
    location: folder,
    async put(data, kind) {
      const key = newKey(kind);
      await writeAtomically(key, async (handle) => {
        await handle.writeFile(data);
      });
      return key;
    },
    async putFile(sourcePath, kind) {
      const key = newKey(kind);
      try {
        // The source is a finished file: renaming it is already atomic.
        await fs.promises.rename(sourcePath, fileOf(key));
      } catch (err) {
        // Another file system (a temp folder elsewhere): copy under a temporary name, then remove the source.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        const temp = tempFile();
        try {
          await fs.promises.copyFile(sourcePath, temp, fs.constants.COPYFILE_EXCL);
          await fs.promises.rename(temp, fileOf(key));
        } catch (copyErr) {
          await fs.promises.rm(temp, { force: true });
          throw copyErr;
        }
        await fs.promises.rm(sourcePath, { force: true });
      }
      await fs.promises.chmod(fileOf(key), 0o640);
      return key;
    },
    async putAt(key, body, size) {
      fileOf(key);
      await writeAtomically(key, async (handle) => {
        let written = 0;
        for await (const chunk of body) {
          const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          written += buffer.length;
          await handle.write(buffer);
        }
        if (written !== size) throw new Error(`${key}: expected ${size} bytes, got ${written}`);
      });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      // Open first, then stat the open file: what is measured is what is streamed.
      const handle = await fs.promises.open(fileOf(key), 'r').catch(() => null);
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stat.size };
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      const stat = await fs.promises.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async *list() {
      const dir = await fs.promises.opendir(folder);
      for await (const entry of dir) {
        if (!entry.isFile() || !isStorageKey(entry.name)) continue;
        const stat = await fs.promises.stat(path.join(folder, entry.name)).catch(() => null);
        if (stat?.isFile()) yield { key: entry.name, size: stat.size, modifiedAt: stat.mtime };
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async check() {
      // A probe written, read back and removed: `access(W_OK)` says yes to root even where the
      // folder is gone, read-only or a plain file, and a full disk only shows on a write.
      const probe = path.join(folder, `${TEMP_PREFIX}ready-${process.pid}-${randomBytes(4).toString('hex')}`);
      try {
        await fs.promises.writeFile(probe, 'ok', { flag: 'wx' });
        if ((await fs.promises.readFile(probe, 'utf8')) !== 'ok') throw new Error('gave back other bytes');
      } catch (err) {
        throw new Error(`The folder ${folder} is missing or not writable (${err instanceof Error ? err.message : String(err)})`, { cause: err });
      } finally {
        await fs.promises.rm(probe, { force: true }).catch(() => {});
      }
    },
  };
}

/**
 * The places the server keeps files: `uploads` (served at /uploads) and `print-files` (admins'
 * downloads, never served there). Locally two folders of DATA_DIR; in a bucket two prefixes.
 */
export const STORAGE_AREAS = ['uploads', 'print-files'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** The storage of one area as the config says: the local folder, or the bucket of STORAGE_URL. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>, area: StorageArea): Storage {
  const settings = config.storage;
  return settings.kind === 's3' ? createS3Storage(settings, `${settings.prefix}${area}/`) : createLocalStorage(path.join(config.dataDir, area));
}

/** Creates an area's storage and checks it can be used; a bucket that cannot stops the start naming STORAGE_URL. */
export async function openStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>, area: StorageArea): Promise<Storage> {
  const storage = createStorage(config, area);
  try {
    await storage.check();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new StorageConfigError(
      config.storage.kind === 's3' ? `STORAGE_URL: ${message} (${storage.location}). Check STORAGE_URL and the AWS_* credentials.` : message,
    );
  }
  return storage;
}

const uploadParamsSchema = z.object({ key: z.string().max(64) });

/**
 * Decorates `app.storage` and serves stored files at `/uploads/<key>` (docs/architecture.md#uploads-re-encoded): the content
 * type comes from the key's kind (files are re-encoded before they are stored, so the kind is what
 * the bytes are), `nosniff` and a `default-src 'none'` policy keep a browser from treating a file as
 * anything else, and random keys never change content, so caches may keep them for a year.
 */
export const storagePlugin = fp(
  async (app) => {
    const storage = await openStorage(app.config, 'uploads');
    app.decorate('storage', storage);

    // Typed by hand: the 200 answer is a byte stream, which no zod response schema describes.
    app.get<{ Params: z.infer<typeof uploadParamsSchema> }>(
      '/uploads/:key',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Read an uploaded file',
          params: uploadParamsSchema,
          response: { 404: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        const contentType = isStorageKey(key) ? servedContentType(key) : null;
        const file = contentType ? await storage.get(key) : null;
        if (!contentType || !file) return reply.code(404).send({ error: 'Not Found', message: 'File not found' });
        return reply
          .header('content-type', contentType)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.body);
      },
    );
  },
  { name: 'storage' },
);
