// docs/product/landing.md#home-hero home hero: two looping background videos (1280x720) with ambient audio, each
// as VP9/Opus WebM and H.264/AAC MP4 under 1.5 MB, plus a WebP poster frame.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { strokesRenderer, strokesLoop, muralRenderer, muralLoop, W, H } from './lib/hero-scenes.mjs';
import { synthAmbient, encodeVideos } from './lib/encode.mjs';
import { mediaDir, recordFile, ensureDir } from './lib/output.mjs';

const MAX_BYTES = 1.45 * 1024 * 1024; // brief: each file under 1.5 MB
/**
 * Phones show the 16:9 hero cropped to a tall box (object-fit: cover, centred). Their poster is that
 * centre crop, so they download a third of the pixels and see the same picture.
 */
const PORTRAIT = { width: 480, height: H };

const heroes = [
  {
    id: 'hero-1',
    alt: 'Brush strokes in terracotta, navy and mustard sweeping across a plaster wall',
    loop: strokesLoop,
    renderer: strokesRenderer,
    posterFrame: 100,
    // Fmaj7 -> Dm9 (Hz).
    chords: [[174.61, 220.0, 261.63, 329.63], [146.83, 220.0, 261.63, 329.63, 349.23]],
  },
  {
    id: 'hero-2',
    alt: 'Slow pan across a colourful mural with blooming light',
    loop: muralLoop,
    renderer: muralRenderer,
    posterFrame: 60,
    // Cmaj9 -> Am7.
    chords: [[130.81, 196.0, 246.94, 293.66, 329.63], [110.0, 196.0, 261.63, 329.63]],
  },
];

/** Add the hero files (poster, WebM, MP4) already on disk to the manifest records. */
export function recordHeroOutputs() {
  for (const h of heroes) {
    const { fps, frames } = h.loop;
    const duration = +(frames / fps).toFixed(3);
    recordFile(`hero/${h.id}-poster.webp`, { width: W, height: H, group: 'hero', id: h.id, variant: 'poster', alt: h.alt });
    recordFile(`hero/${h.id}-poster-portrait.webp`, { ...PORTRAIT, group: 'hero', id: h.id, variant: 'poster-portrait', alt: h.alt });
    for (const kind of ['webm', 'mp4']) {
      recordFile(`hero/${h.id}.${kind}`, { width: W, height: H, group: 'hero', id: h.id, variant: kind, duration, fps, alt: h.alt, poster: `/media/hero/${h.id}-poster.webp` });
    }
  }
}

async function writePosters(h, png) {
  await sharp(png).webp({ quality: 78, effort: 6 }).toFile(path.join(mediaDir, `hero/${h.id}-poster.webp`));
  await sharp(png)
    .extract({ left: Math.round((W - PORTRAIT.width) / 2), top: 0, width: PORTRAIT.width, height: PORTRAIT.height })
    .webp({ quality: 78, effort: 6 })
    .toFile(path.join(mediaDir, `hero/${h.id}-poster-portrait.webp`));
}

/** Only the poster frames (both crops), without encoding the videos again: `build-all.mjs --skip-video`. */
export async function buildHeroPosters() {
  ensureDir('hero');
  for (const h of heroes) {
    const render = await h.renderer();
    await writePosters(h, await render(h.posterFrame));
  }
  recordHeroOutputs();
}

export async function buildHero({ log = console.log } = {}) {
  ensureDir('hero');
  for (const h of heroes) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `wallart-${h.id}-`));
    try {
      const render = await h.renderer();
      const { fps, frames } = h.loop;
      for (let n = 0; n < frames; n += 1) {
        const png = await render(n);
        fs.writeFileSync(path.join(tmp, `f${String(n).padStart(4, '0')}.png`), png);
        if (n === h.posterFrame) await writePosters(h, png);
      }
      const duration = frames / fps;
      const wav = path.join(tmp, 'audio.wav');
      // Swishes line up with the strokes in hero-1 (one per stroke start).
      synthAmbient(wav, { duration, chords: h.chords, swishEvery: duration / 7 });
      const res = encodeVideos({ framesPattern: path.join(tmp, 'f%04d.png'), fps, wav, outBase: path.join(mediaDir, 'hero', h.id), maxBytes: MAX_BYTES, kbps: 850 });
      log(`${h.id}: webm ${res.webm.bytes} B @${res.webm.kbps}k, mp4 ${res.mp4.bytes} B @${res.mp4.kbps}k`);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  recordHeroOutputs();
}
