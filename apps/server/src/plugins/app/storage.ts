import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiErrorSchema } from '@wallart/shared';

/** The file kinds the server stores; each is served with this one content type, never a sniffed one. */
export const STORED_CONTENT_TYPES = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
} as const;
/**
 * Kinds kept but never served at /uploads: an SVG is a document that can run script, so the vector
 * sources of generated artwork (docs/decisions/019) stay private to the server; a TIFF is a print
 * file (docs/decisions/034), downloaded by admins only, and kept in a storage of its own besides.
 */
export const PRIVATE_FILE_KINDS = ['svg', 'tif'] as const;
export type StoredFileKind = keyof typeof STORED_CONTENT_TYPES | (typeof PRIVATE_FILE_KINDS)[number];

/** Keys are 32 random hex characters and the kind's extension, e.g. `3f2a...9c.webp`. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(webp|png|jpg|gif|svg|tif)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function kindOfKey(key: string): StoredFileKind {
  return key.slice(key.lastIndexOf('.') + 1) as StoredFileKind;
}

/** The content type a key is served with, or null for a private kind (never served). */
function servedContentType(key: string): string | null {
  const kind = kindOfKey(key);
  return kind in STORED_CONTENT_TYPES ? STORED_CONTENT_TYPES[kind as keyof typeof STORED_CONTENT_TYPES] : null;
}

/**
 * Where uploaded and generated files live (DESIGN §6: a local folder by default; an S3-compatible
 * store can implement the same interface). Callers only ever see random keys.
 */
export interface Storage {
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Buffer, kind: StoredFileKind): Promise<string>;
  /**
   * Stores a finished file from the local disk under a new random key and returns the key; the
   * source file is gone afterwards. For files too big to hold in memory (print files).
   */
  putFile(sourcePath: string, kind: StoredFileKind): Promise<string>;
  /** The file's bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Files in `<folder>/<key>`; the folder is `<DATA_DIR>/uploads`, outside the web root. */
export function createLocalStorage(folder: string): Storage {
  fs.mkdirSync(folder, { recursive: true });
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(folder, key);
  };
  return {
    async put(data, kind) {
      const key = `${randomBytes(16).toString('hex')}.${kind}`;
      await fs.promises.writeFile(fileOf(key), data, { flag: 'wx', mode: 0o640 });
      return key;
    },
    async putFile(sourcePath, kind) {
      const key = `${randomBytes(16).toString('hex')}.${kind}`;
      try {
        await fs.promises.rename(sourcePath, fileOf(key));
      } catch (err) {
        // Another file system (a temp folder elsewhere): copy, then remove the source.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.promises.copyFile(sourcePath, fileOf(key), fs.constants.COPYFILE_EXCL);
        await fs.promises.rm(sourcePath, { force: true });
      }
      await fs.promises.chmod(fileOf(key), 0o640);
      return key;
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
    async delete(key) {
      if (!isStorageKey(key)) return;
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}

const uploadParamsSchema = z.object({ key: z.string().max(64) });

/**
 * Decorates `app.storage` and serves stored files at `/uploads/<key>` (DESIGN §4.10): the content
 * type comes from the key's kind (files are re-encoded before they are stored, so the kind is what
 * the bytes are), `nosniff` and a `default-src 'none'` policy keep a browser from treating a file as
 * anything else, and random keys never change content, so caches may keep them for a year.
 */
export const storagePlugin = fp(
  (app, _options, done) => {
    const storage = createLocalStorage(path.join(app.config.dataDir, 'uploads'));
    app.decorate('storage', storage);

    // Typed by hand: the 200 answer is a byte stream, which no zod response schema describes.
    app.get<{ Params: z.infer<typeof uploadParamsSchema> }>(
      '/uploads/:key',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Read an uploaded file',
          params: uploadParamsSchema,
          response: { 404: apiErrorSchema },
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
    done();
  },
  { name: 'storage' },
);
