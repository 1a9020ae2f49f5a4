import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { scriptsBeforeInteraction } from './landing';
import { startProductionServer } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
/** `/` before interaction, as measured by `landing` when the face tab landed (issue 11: must not grow). */
const LANDING_JS_BEFORE_KB = 109.2;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * `npm run bench -- face-tab` (issue 11): what the face tab costs a visitor. The code only the face
 * tab loads (its chunks, face-api with TensorFlow.js inside), gzipped at level 6, and the model
 * bytes it fetches when it ages a photo (one of @vladmandic/face-api's sample photos), with the
 * time from Generate to the four portraits (at least the spec's 2 s). Also `/`'s JavaScript before
 * interaction, which the face tab must not grow.
 */
export async function faceTabFigures(): Promise<void> {
  const server = await startProductionServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const landing = await scriptsBeforeInteraction(`${server.address}/`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map<string, number>();
    const models = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url()).pathname;
      const type = response.request().resourceType();
      if (type !== 'script' && !url.includes('/face-models-')) return;
      pending.push(
        response.body().then(
          (body) => {
            if (type === 'script') scripts.set(url, gzipSync(body).length);
            else models.set(url, body.length);
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${server.address}/ai-wall-generator`, { waitUntil: 'networkidle' });
    const faceApiDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api')));
    await page.getByTestId('face-photo-input').setInputFiles(path.join(faceApiDir, 'demo', 'sample1.jpg'));
    const started = Date.now();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByTestId('aged-result').nth(3).waitFor({ timeout: 180_000 });
    const generateMs = Date.now() - started;
    await Promise.all(pending);

    const landingUrls = new Set(landing.map((s) => s.url));
    const faceOnly = [...scripts].filter(([url]) => !landingUrls.has(url) && /^(face-|render-aged)/.test(path.basename(url)));
    const faceGzip = faceOnly.reduce((sum, [, bytes]) => sum + bytes, 0);
    const modelBytes = [...models.values()].reduce((sum, bytes) => sum + bytes, 0);
    const landingGzip = landing.reduce((sum, s) => sum + s.gzipBytes, 0);

    console.log('\nFace tab of /ai-wall-generator (production build, Chromium, CPU backend)');
    for (const [url, bytes] of faceOnly.sort((a, b) => b[1] - a[1])) console.log('  %s KB gzip  %s', kb(bytes).padStart(6), url);
    console.log('  face tab code: %s KB gzip in %d files (loaded only on this tab)', kb(faceGzip), faceOnly.length);
    console.log('  model weights fetched: %s KB in %d files (same origin, immutable)', kb(modelBytes), models.size);
    console.log('  Generate to four portraits: %s s (at least 2 s by SPEC §9)', (generateMs / 1000).toFixed(1));
    console.log('  / before interaction: %s KB gzip in %d files (was %s KB before the face tab; must not grow)', kb(landingGzip), landing.length, LANDING_JS_BEFORE_KB);
  } finally {
    await browser.close();
    await server.stop();
  }
}
