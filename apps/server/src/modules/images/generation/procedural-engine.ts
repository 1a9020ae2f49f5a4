import sharp from 'sharp';
import { THUMBNAIL_SIZE, type ArtworkFiles } from '../artwork-files';
import { composeArtworkSvg, readArtworkPrompt } from './compose';
import type { GeneratedArtwork, GenerationRequest, ImageEngine } from './engine';

export const PROCEDURAL_ENGINE_NAME = 'procedural';

/**
 * Renders an artwork's SVG once to pixels, then encodes the stored files from those pixels: the
 * original as PNG (flat colour compresses well and stays exact), the preview (1024 px, the render's
 * own size) and the thumbnail as WebP, and the SVG itself, the print master. sharp works in its
 * own threads, so the event loop only waits for the string building in compose.ts.
 */
export async function renderArtworkFiles(svg: string): Promise<ArtworkFiles> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [original, preview, thumbnail] = await Promise.all([
    pixels().png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer(),
    // effort 1: WebP's default (4) took ~110 ms of a ~150 ms render for about 3 KB less (bench/README.md).
    pixels().webp({ quality: 84, effort: 1 }).toBuffer(),
    pixels().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside' }).webp({ quality: 80, effort: 1 }).toBuffer(),
  ]);
  return {
    original: { data: original, kind: 'png' },
    preview: { data: preview, kind: 'webp' },
    thumbnail: { data: thumbnail, kind: 'webp' },
    svg: { data: Buffer.from(svg), kind: 'svg' },
    width: info.width,
    height: info.height,
  };
}

/** The default engine: offline, no key, deterministic (same prompt, style, palette and seed → same bytes). */
export function createProceduralEngine(): ImageEngine {
  return {
    name: PROCEDURAL_ENGINE_NAME,
    kind: 'procedural',
    readPrompt: readArtworkPrompt,
    async generate(request: GenerationRequest): Promise<GeneratedArtwork[]> {
      return Promise.all(
        request.seeds.map(async (seed) => {
          const svg = composeArtworkSvg({ prompt: request.prompt, style: request.style, palette: request.palette, seed });
          return { seed, vector: true, files: await renderArtworkFiles(svg) };
        }),
      );
    },
  };
}
