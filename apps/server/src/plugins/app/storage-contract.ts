import type { Readable } from 'node:stream';
import { HttpError } from '../../lib/http-errors';

/**
 * What every file store is and answers, apart from any one of them: the local folder
 * (`storage.ts`) and the S3-compatible bucket (`s3-storage.ts`) both import this file, and
 * `storage.ts` chooses between them, so neither implementation imports the other's file back.
 */

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

/** What a request answers when the file store cannot be reached (S3 down, refusing, timing out). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable right now. Nothing was saved — please try again in a moment.';

/** 503 with STORAGE_UNAVAILABLE_MESSAGE; the store's own error is kept as `cause` for the log. */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }
}

export interface StoredObject {
  key: string;
  size: number;
  /** When the file was last written (the orphan-file sweep leaves young files alone); absent when the store does not say. */
  modifiedAt?: Date;
}

/**
 * Where uploaded and generated files live (docs/architecture.md#growing-past-one-machine): a local folder by default
 * (`createLocalStorage`), or an S3-compatible bucket when STORAGE_URL is set (`s3-storage.ts`,
 * decision 048). Callers only ever see random keys.
 */
export interface Storage {
  /** Where the files are, for messages: a folder, or `s3://bucket/prefix/`. */
  readonly location: string;
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Buffer, kind: StoredFileKind): Promise<string>;
  /**
   * Stores a finished file from the local disk under a new random key and returns the key; the
   * source file is gone afterwards. For files too big to hold in memory (print files).
   */
  putFile(sourcePath: string, kind: StoredFileKind): Promise<string>;
  /**
   * Stores `size` bytes from a stream under the given key, replacing what was there (copies and
   * restores keep their keys). Fails, leaving nothing under the key, when the stream is not `size` long.
   */
  putAt(key: string, body: Readable, size: number): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** The file's size in bytes, or null when there is no such key. */
  stat(key: string): Promise<number | null>;
  /** Every stored file (keys only; temporary files and anything else in the place are skipped). */
  list(): AsyncIterable<StoredObject>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A cheap check that the store answers and may be written (the folder exists and is writable;
   * the bucket exists and takes the credentials). Rejects with a readable message. For start-up
   * and `/api/health/ready`.
   */
  check(): Promise<void>;
}
