import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { WALL_IMAGE_MIME_TYPES } from '@wallart/shared';

/**
 * Image types the server accepts for upload, by their real content (docs/architecture.md#uploads-re-encoded): the widest
 * list of the browser's rules (wall images'). The screens narrow it where the spec does; the
 * server re-encodes everything to WebP anyway.
 */
export const ACCEPTED_IMAGE_TYPES = WALL_IMAGE_MIME_TYPES;

/**
 * The largest image we decode, in pixels (ours: 40 MP covers any camera photo, and a "decompression
 * bomb" of a few KB claiming 100000×100000 pixels is refused before it is expanded).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The bytes are not an accepted image, or cannot be decoded. */
export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

/** The image MIME type the bytes really are (magic numbers, not the file name or the client's type), or null. */
export async function sniffImageType(data: Uint8Array): Promise<(typeof ACCEPTED_IMAGE_TYPES)[number] | null> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime ?? '') ? (mime as (typeof ACCEPTED_IMAGE_TYPES)[number]) : null;
}

/** Why `readImageHeader` refused an upload: the bytes are no accepted image, or it has too many pixels. */
export type ImageHeaderRefusal = 'type' | 'pixels';

/**
 * Reads an upload's header before anything is decoded: the bytes must sniff as an accepted image
 * and declare a size, and width × height (one frame of an animation) must be at most `maxPixels`,
 * so a small "decompression bomb" is refused before it is expanded. `refuse` turns the reason into
 * the caller's own error (each upload route has its own messages).
 */
export async function readImageHeader(data: Buffer, maxPixels: number, refuse: (why: ImageHeaderRefusal) => Error): Promise<Metadata> {
  if (!(await sniffImageType(data))) throw refuse('type');
  let header: Metadata;
  try {
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('type');
  }
  const pageHeight = header.pageHeight ?? header.height;
  if (!header.width || !pageHeight) throw refuse('type');
  if (header.width * pageHeight > maxPixels) throw refuse('pixels');
  return header;
}

export interface ReencodeOptions {
  width: number;
  height: number;
  /** 'cover' crops to fill the box (avatars); 'inside' keeps the whole picture within it. */
  fit: 'cover' | 'inside';
}

export interface ReencodedImage {
  data: Buffer;
  /** The stored format: always WebP. */
  kind: 'webp';
  width: number;
  height: number;
}

/**
 * Sniffs, decodes (with the pixel limit), turns upright by its EXIF orientation, resizes and
 * re-encodes as WebP. The output is new pixels only: EXIF, GPS, ICC comments and anything appended
 * to the original file are gone (sharp writes no metadata unless asked). Throws
 * UnsupportedImageError for anything that is not a decodable JPEG, PNG, GIF or WEBP.
 */
export async function reencodeImage(data: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  if (!(await sniffImageType(data))) throw new UnsupportedImageError('not an accepted image type');
  try {
    const { data: out, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: options.width, height: options.height, fit: options.fit, withoutEnlargement: options.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: out, kind: 'webp', width: info.width, height: info.height };
  } catch (err) {
    throw new UnsupportedImageError(`image could not be decoded: ${(err as Error).message}`);
  }
}
