import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { WALL_IMAGE_MIME_TYPES } from '@wallart/shared';

/**
 * Image types the server accepts for upload, by their real content (DESIGN §4.10): the widest
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
