import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { isStorageKey, StorageUnavailableError, STORED_CONTENT_TYPES, type Storage, type StoredFileKind } from './storage-contract';

/** The S3 client STORAGE_URL describes (also used by `npm run storage:copy` and the tests). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: MinIO, R2, Backblaze and older stores refuse the
    // SDK's default streaming (aws-chunked) checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
    maxAttempts: 3,
  });
}

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

const isMissing = (err: unknown) => statusOf(err) === 404 || (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound'));

function contentTypeOf(key: string): string {
  const kind = key.slice(key.lastIndexOf('.') + 1);
  return kind in STORED_CONTENT_TYPES ? STORED_CONTENT_TYPES[kind as keyof typeof STORED_CONTENT_TYPES] : 'application/octet-stream';
}

/**
 * Passes `body` through, failing the stream when it is not exactly `size` bytes long: the upload
 * is then aborted and S3 keeps nothing, instead of waiting for bytes that never come.
 */
function exactly(body: Readable, size: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > size ? new Error(`expected ${size} bytes, got more`) : null, chunk);
    },
    flush(callback) {
      callback(seen === size ? null : new Error(`expected ${size} bytes, got ${seen}`));
    },
  });
  body.on('error', (err) => counter.destroy(err));
  return body.pipe(counter);
}

/** Any failure of the store during a request becomes 503 with a message for the user (the cause goes to the log). */
async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new StorageUnavailableError(err);
  }
}

/** Why a bucket cannot be used, in words for the operator. */
export function describeBucketError(err: unknown, bucket: string): string {
  const status = statusOf(err);
  if (status === 404) return `the bucket "${bucket}" does not exist`;
  if (status === 403 || status === 401) return `the store refuses the credentials for bucket "${bucket}"`;
  if (status === 301 || status === 400) return `the store refuses bucket "${bucket}" (wrong region or endpoint?)`;
  const message = err instanceof Error ? err.message : String(err);
  return `the store cannot be reached (${message})`;
}

/**
 * Files as objects `<prefix><key>` in one bucket of an S3-compatible store (decision 048). Every
 * write is one PutObject, which S3 makes visible whole or not at all, so no half-written file is
 * ever served. A failure of the store answers 503 (StorageUnavailableError).
 */
export function createS3Storage(settings: S3Settings, prefix: string, client: S3Client = createS3Client(settings)): Storage {
  const { bucket } = settings;
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return `${prefix}${key}`;
  };
  const putObject = (key: string, body: Buffer | Readable, size: number, abortSignal?: AbortSignal) =>
    client.send(
      new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentLength: size, ContentType: contentTypeOf(key) }),
      abortSignal ? { abortSignal } : {},
    );

  return {
    location: `s3://${bucket}/${prefix}`,
    async put(data, kind: StoredFileKind) {
      const key = `${randomBytes(16).toString('hex')}.${kind}`;
      await orUnavailable(() => putObject(key, data, data.length));
      return key;
    },
    async putFile(sourcePath, kind) {
      const key = `${randomBytes(16).toString('hex')}.${kind}`;
      const { size } = await fs.promises.stat(sourcePath);
      await orUnavailable(() => putObject(key, fs.createReadStream(sourcePath), size));
      await fs.promises.rm(sourcePath, { force: true });
      return key;
    },
    async putAt(key, body, size) {
      const counted = exactly(body, size);
      // A failing source aborts the request: S3 would otherwise wait for the missing bytes.
      const abort = new AbortController();
      let sourceError: Error | undefined;
      counted.on('error', (err: Error) => {
        sourceError = err;
        abort.abort(err);
      });
      try {
        await putObject(key, counted, size, abort.signal);
      } catch (err) {
        // A short or failing source is the caller's problem, not the store's.
        throw sourceError ?? new StorageUnavailableError(err);
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('GetObject answered without a stream body');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw new StorageUnavailableError(err);
      }
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return answer.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw new StorageUnavailableError(err);
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await orUnavailable(() => client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (isStorageKey(key)) yield { key, size: object.Size ?? 0, ...(object.LastModified ? { modifiedAt: object.LastModified } : {}) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      // S3 answers 204 for a key that is not there too.
      await orUnavailable(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        throw new Error(describeBucketError(err, bucket), { cause: err });
      }
    },
  };
}
