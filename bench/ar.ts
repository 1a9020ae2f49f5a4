import { spawnSync } from 'node:child_process';
import os from 'node:os';
import sharp from 'sharp';
import type { ArtworkImage } from '@wallart/shared';
import { repoRoot, startProductionServer } from './lib';

/** A photograph stand-in (colour fields and grain, different per seed) as a JPEG, so every artwork is new. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const fields = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},50%,35%)"/><stop offset="0.5" stop-color="hsl(${(hue + 120) % 360},60%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 240) % 360},50%,40%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.6}" cy="${height * 0.45}" r="${height * 0.3}" fill="#f2efe6" opacity="0.7"/></svg>`,
  );
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(fields).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * `npm run bench -- ar` (issue 38, decision 076): on the production server (embedded PGlite), the
 * time to the first model of a new artwork — a guest uploads a 4000 × 3000 px photo (not timed),
 * then GET /api/ar/<id>/model.glb for a Medium canvas in a Classic frame is timed from request to
 * the last byte (the model made: texture crop, JPEG, GLB and USDZ) — over 8 artworks one after the
 * other: p50 and worst, the GLB's size, and a second request of the same model (the cache). Also the
 * generated sample ('Try AR Now'). Prints the load average: the machine is shared.
 */
export async function arFigures(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@wallart/server'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @wallart/server failed');
  const loadBefore = os.loadavg();
  const server = await startProductionServer({ RATE_LIMIT_MAX: '1000000', GUEST_UPLOAD_RATE_LIMIT_MAX: '1000' }, { web: false });
  try {
    const base = server.address;
    const firsts: number[] = [];
    const cached: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await photo(4000, 3000, i))], { type: 'image/jpeg' }), 'photo.jpg');
      const uploaded = await fetch(`${base}/api/images`, { method: 'POST', body: form });
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const { image } = (await uploaded.json()) as { image: ArtworkImage };
      const url = `${base}/api/ar/${image._id}/model.glb?size=36x48&frame=classic`;
      for (const into of [firsts, cached]) {
        const start = performance.now();
        const res = await fetch(url);
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`model: ${res.status}`);
        into.push(performance.now() - start);
        if (into === firsts) sizes.push(body.byteLength);
      }
    }
    const start = performance.now();
    const sample = await fetch(`${base}/api/ar/sample/model.glb?size=48x72&frame=floating`);
    const sampleBytes = (await sample.arrayBuffer()).byteLength;
    const sampleMs = performance.now() - start;
    const loadAfter = os.loadavg();
    firsts.sort((a, b) => a - b);
    cached.sort((a, b) => a - b);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
    console.log('ar — time to the first model of a new artwork (4000 × 3000 px photo, Medium 36×48, Classic frame), 8 artworks:');
    console.log(`  first model: p50 ${percentile(firsts, 50).toFixed(0)} ms, worst ${firsts.at(-1)!.toFixed(0)} ms`);
    console.log(`  same model again (cache): p50 ${percentile(cached, 50).toFixed(0)} ms, worst ${cached.at(-1)!.toFixed(0)} ms`);
    console.log(`  GLB size: ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} MB (budget 5 MB)`);
    console.log(`  sample artwork (drawn from its SVG, Large 48×72, Floating): ${sampleMs.toFixed(0)} ms, ${mb(sampleBytes)} MB`);
    console.log(
      `  load average before ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after ${loadAfter.map((v) => v.toFixed(2)).join(' ')} (${os.availableParallelism()} cores, shared with other work)`,
    );
  } finally {
    await server.stop();
  }
}
