import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { ArtworkImage, UploadableImageKind } from '@wallart/shared';
import { bearer } from '../auth/auth.test-helpers';

/** One part of a multipart/form-data body: a file, or a text field. */
export type FormPart = { name: string; filename: string; contentType: string; data: Buffer } | { name: string; value: string };

/** A multipart/form-data body as a browser's FormData would send it. */
export function formData(parts: FormPart[]) {
  const boundary = '----wallart-images-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An `image` file part. */
export const imagePart = (data: Buffer, filename = 'art.png', contentType = 'image/png'): FormPart => ({
  name: 'image',
  filename,
  contentType,
  data,
});

/** A small picture with some structure (a gradient), in the given format. */
export async function picture(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 640, height = 480, alpha = false): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 120;
      if (alpha) raw[i + 3] = x < width / 2 ? 255 : 90;
    }
  }
  return sharp(raw, { raw: { width, height, channels } })[format]().toBuffer();
}

/** A tiny PNG whose header claims width × height pixels: a "decompression bomb" stand-in. */
export async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function uploadImage(
  app: FastifyInstance,
  parts: FormPart[],
  options: { token?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = formData(parts);
  return app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...(options.token ? bearer(options.token) : {}) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** Uploads a picture and returns the stored artwork (throws unless 201). */
export async function uploadedImage(app: FastifyInstance, token?: string, kind?: UploadableImageKind): Promise<ArtworkImage> {
  const parts = [imagePart(await picture('png', 120, 90)), ...(kind ? [{ name: 'kind', value: kind }] : [])];
  const res = await uploadImage(app, parts, { token });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ image: ArtworkImage }>().image;
}

/** The files in the app's storage folder. */
export function storedFiles(app: FastifyInstance): string[] {
  const folder = path.join(app.config.dataDir, 'uploads');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

export const keyOfUrl = (url: string) => url.replace(/^\/uploads\//, '');
