import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { OUTLINE_ANALYSIS_SIDE, suggestWallOutline, type Quad } from '@wallart/imaging';
import { repoRoot } from './lib';

/**
 * `wall-outline` (issue 38, decision 077): the wall-corner suggester on the committed room
 * pictures, whose floor line is known (walls.defaults.ts), and on the portfolio photos (no truth,
 * time only). Each picture is shrunk to 240 px as the browser does; the figure is the median of 25
 * runs. `WALL_OUTLINE_OVERLAYS=<dir>` writes each picture with the suggested outline drawn on it.
 */
const ROOMS: { file: string; floorLine: number | null }[] = [
  { file: 'apps/web/public/media/walls/living-room.webp', floorLine: 0.85 },
  { file: 'apps/web/public/media/walls/bedroom.webp', floorLine: 0.9 },
  { file: 'apps/web/public/media/walls/office.webp', floorLine: 0.93 },
  { file: 'apps/web/public/media/walls/dining-room.webp', floorLine: 0.9 },
  { file: 'apps/web/public/media/portfolio/residential-sunset-lounge.webp', floorLine: null },
  { file: 'apps/web/public/media/portfolio/commercial-studio-office.webp', floorLine: null },
  { file: 'apps/web/public/media/portfolio/commercial-cafe-botanica.webp', floorLine: null },
  { file: 'apps/web/public/media/services/wall-painting.webp', floorLine: null },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (q: Quad) => q.map((p) => `(${p.x.toFixed(2)}, ${p.y.toFixed(2)})`).join(' ');

export async function wallOutlineFigures(): Promise<void> {
  console.log(`\nwall-outline: corners suggested from a ${OUTLINE_ANALYSIS_SIDE} px copy (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  const overlays = process.env.WALL_OUTLINE_OVERLAYS;
  for (const room of ROOMS) {
    const file = path.join(repoRoot, room.file);
    const { data, info } = await sharp(file)
      .resize(OUTLINE_ANALYSIS_SIDE, OUTLINE_ANALYSIS_SIDE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
    const times: number[] = [];
    let quad = suggestWallOutline(image);
    for (let i = 0; i < 25; i++) {
      const start = performance.now();
      quad = suggestWallOutline(image);
      times.push(performance.now() - start);
    }
    const floor = (quad[2].y + quad[3].y) / 2;
    const floorError = room.floorLine === null ? '' : `, floor ${floor.toFixed(3)} vs ${room.floorLine} (off by ${(Math.abs(floor - room.floorLine) * 100).toFixed(1)} % of the height)`;
    console.log(`  ${path.basename(room.file)}: ${median(times).toFixed(1)} ms; ${fmt(quad)}${floorError}`);
    if (overlays) {
      const meta = await sharp(file).metadata();
      const w = meta.width;
      const h = meta.height;
      const points = quad.map((p) => `${p.x * w},${p.y * h}`).join(' ');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><polygon points="${points}" fill="none" stroke="#00a0ff" stroke-width="${Math.max(4, w / 200)}"/></svg>`;
      // sharp resizes before it composites: draw first, shrink after.
      const drawn = await sharp(file).composite([{ input: Buffer.from(svg) }]).png().toBuffer();
      await sharp(drawn)
        .resize(800)
        .png()
        .toFile(path.join(overlays, `${path.basename(room.file, '.webp')}.png`));
    }
  }
}
