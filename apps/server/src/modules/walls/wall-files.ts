import sharp from 'sharp';
import { MESSAGES } from '@wallart/shared';
import { HttpError } from '../../lib/http-errors';
import { MAX_INPUT_PIXELS, readImageHeader } from '../../lib/images';

/** The long side of a stored wall picture (the visualizer draws it full-screen) and of its thumbnail. */
export const WALL_IMAGE_MAX_SIDE = 3200;
export const WALL_THUMBNAIL_WIDTH = 480;

export interface EncodedWall {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const typeInvalid = () => new HttpError(415, MESSAGES.walls.typeInvalid);

/**
 * A wall photo as docs/architecture.md#uploads-re-encoded wants every upload: sniffed by its bytes (JPEG, PNG, GIF or WEBP,
 * docs/product/visualizer.md#wall-upload; an SVG or HTML file named .jpg is refused with 415), its pixel count checked before
 * decoding (422), turned upright, shrunk to at most 3200 px and re-encoded as JPEG (a wall has
 * no transparency) with a 480 px WebP thumbnail. Only the pixels survive: no EXIF/GPS.
 */
export async function encodeWallImage(data: Buffer): Promise<EncodedWall> {
  await readImageHeader(data, MAX_INPUT_PIXELS, (why) =>
    why === 'pixels' ? new HttpError(422, `This image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`) : typeInvalid(),
  );
  const decoded = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const [image, thumbnail] = await Promise.all([
      decoded()
        .resize(WALL_IMAGE_MAX_SIDE, WALL_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 86, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
      decoded().resize(WALL_THUMBNAIL_WIDTH, null, { withoutEnlargement: true }).flatten({ background: '#ffffff' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { image: image.data, thumbnail, width: image.info.width, height: image.info.height };
  } catch {
    throw typeInvalid();
  }
}
