// Writes rendered media into apps/web/public/media and records each file for manifest.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const mediaDir = path.join(repoRoot, 'apps/web/public/media');

/** Every file written during this run, in write order. */
export const records = [];

const mimeOf = (file) =>
  ({ '.webp': 'image/webp', '.png': 'image/png', '.mp4': 'video/mp4', '.webm': 'video/webm', '.json': 'application/json' })[
    path.extname(file)
  ] ?? 'application/octet-stream';

/** Public URL of a media file, as the SPA requests it (Vite serves public/ at the root). */
export const publicUrl = (rel) => `/media/${rel}`;

export function ensureDir(rel) {
  fs.mkdirSync(path.join(mediaDir, rel), { recursive: true });
}

/** Record a file that was written by another tool (ffmpeg). */
export function recordFile(rel, meta) {
  const bytes = fs.statSync(path.join(mediaDir, rel)).size;
  records.push({ src: publicUrl(rel), type: mimeOf(rel), bytes, ...meta });
}

/**
 * Rasterise an SVG string and write one or more sizes of it.
 * variants: [{ rel, width, height?, format?: 'webp'|'png', quality?, variant }]
 * The SVG is rendered once at the largest size; smaller ones are Lanczos downscales.
 */
export async function writeImage(svg, variants, meta = {}) {
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const v of variants) {
    const file = path.join(mediaDir, v.rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    let img = sharp(master);
    if (v.width) img = img.resize(v.width, v.height ?? null, { kernel: 'lanczos3' });
    img = v.format === 'png' ? img.png({ compressionLevel: 9, palette: false }) : img.webp({ quality: v.quality ?? 82, effort: 6, smartSubsample: true });
    const info = await img.toFile(file);
    recordFile(v.rel, { width: info.width, height: info.height, variant: v.variant ?? 'full', ...meta });
  }
}
