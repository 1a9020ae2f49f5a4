// Regenerates every original media file of the shop into apps/web/public/media and
// writes manifest.json. Deterministic: all randomness comes from fixed seeds.
// Usage: npm run media [-- --skip-video]  (node --import tsx scripts/media/build-all.mjs; --skip-video keeps existing videos)
import fs from 'node:fs';
import path from 'node:path';
import { records, mediaDir } from './lib/output.mjs';
import { buildArtSamples } from './art-samples.mjs';
import { buildPeople } from './people.mjs';
import { buildRooms } from './rooms.mjs';
import { buildPortfolio } from './portfolio.mjs';
import { buildServices } from './services.mjs';
import { buildBrand } from './brand.mjs';
import { buildHero, buildHeroPosters } from './hero.mjs';

const skipVideo = process.argv.includes('--skip-video');
const started = Date.now();
const steps = [
  { name: 'art samples', run: buildArtSamples },
  { name: 'people', run: buildPeople },
  { name: 'rooms', run: buildRooms },
  { name: 'portfolio', run: buildPortfolio },
  { name: 'services & features', run: buildServices },
  { name: 'brand', run: buildBrand },
];
// --skip-video keeps the committed videos (redrawing only the posters) and lists them in the manifest.
steps.push(skipVideo ? { name: 'hero posters (videos kept)', run: buildHeroPosters } : { name: 'hero videos', run: buildHero });

for (const { name, run } of steps) {
  const t = Date.now();
  await run();
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

const manifestPath = path.join(mediaDir, 'manifest.json');
const files = records;
const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
const manifest = { version: 1, generator: 'scripts/media/build-all.mjs', totalBytes, files };
fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`manifest.json: ${files.length} files, ${(totalBytes / 1024 / 1024).toFixed(2)} MB, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
