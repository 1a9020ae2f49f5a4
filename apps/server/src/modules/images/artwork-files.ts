import sharp from 'sharp';
import { ARTWORK_UPLOAD_MESSAGES, MAX_ARTWORK_PIXELS } from '@wallart/shared';
import { HttpError } from '../../lib/http-errors';
import { readImageHeader } from '../../lib/images';
import type { Storage, StoredFileKind } from '../../plugins/app/storage';

/** The long side of the preview (what the studio draws) and of the thumbnail (lists, the picker). */
export const PREVIEW_SIZE = 1024;
export const THUMBNAIL_SIZE = 256;

export interface EncodedFile {
  data: Buffer;
  kind: StoredFileKind;
}

/** The files of one artwork, ready to store: new pixels only, no metadata. */
export interface ArtworkFiles {
  original: EncodedFile;
  preview: EncodedFile;
  thumbnail: EncodedFile;
  /** The vector source of generated artwork (kept private: docs/decisions/019). */
  svg?: EncodedFile;
  /** Pixels of the original, upright. */
  width: number;
  height: number;
}

export interface StoredArtworkKeys {
  originalKey: string;
  previewKey: string;
  thumbnailKey: string;
  svgKey: string | null;
}

const typeInvalid = () => new HttpError(415, ARTWORK_UPLOAD_MESSAGES.typeInvalid);

/**
 * An uploaded artwork (docs/architecture.md#uploads-re-encoded): sniffed by its bytes (JPEG, PNG, GIF or WEBP; an SVG or a
 * renamed text file is refused with 415), its header read to refuse more than MAX_ARTWORK_PIXELS
 * before anything is decoded (422), then decoded once per output with the same limit, turned
 * upright and re-encoded. The original keeps its full size: JPEG (quality 90), or PNG when it has
 * transparency; preview and thumbnail are WebP. Nothing of the uploaded file survives but its
 * pixels: EXIF/GPS, comments and anything appended after the image data are gone.
 */
export async function encodeUploadedArtwork(data: Buffer): Promise<ArtworkFiles> {
  const header = await readImageHeader(data, MAX_ARTWORK_PIXELS, (why) =>
    why === 'pixels' ? new HttpError(422, ARTWORK_UPLOAD_MESSAGES.tooManyPixels) : typeInvalid(),
  );

  const decoded = () => sharp(data, { limitInputPixels: MAX_ARTWORK_PIXELS, failOn: 'error' }).rotate();
  try {
    const original = header.hasAlpha
      ? decoded().png({ compressionLevel: 6 })
      : decoded().flatten({ background: '#ffffff' }).jpeg({ quality: 90 });
    const [full, preview, thumbnail] = await Promise.all([
      original.toBuffer({ resolveWithObject: true }),
      decoded().resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 84 }).toBuffer(),
      decoded().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ]);
    return {
      original: { data: full.data, kind: header.hasAlpha ? 'png' : 'jpg' },
      preview: { data: preview, kind: 'webp' },
      thumbnail: { data: thumbnail, kind: 'webp' },
      width: full.info.width,
      height: full.info.height,
    };
  } catch {
    // A truncated or corrupt file that passed the sniff: not an image we can use.
    throw typeInvalid();
  }
}

/**
 * Stores every file of an artwork; when one write fails, the ones already written are removed, so a
 * failure leaves nothing behind.
 */
export async function storeArtworkFiles(storage: Storage, files: ArtworkFiles): Promise<StoredArtworkKeys> {
  const parts = [files.original, files.preview, files.thumbnail, ...(files.svg ? [files.svg] : [])];
  const results = await Promise.allSettled(parts.map((part) => storage.put(part.data, part.kind)));
  const written = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await deleteFiles(storage, written);
    throw failed.reason;
  }
  const [originalKey, previewKey, thumbnailKey, svgKey] = written as [string, string, string, string | undefined];
  return { originalKey, previewKey, thumbnailKey, svgKey: svgKey ?? null };
}

/** Removes files, trying every key even when one fails; returns how many could not be removed. */
export async function deleteFiles(storage: Storage, keys: readonly (string | null | undefined)[]): Promise<number> {
  const results = await Promise.allSettled(keys.filter((k): k is string => Boolean(k)).map((k) => storage.delete(k)));
  return results.filter((r) => r.status === 'rejected').length;
}
