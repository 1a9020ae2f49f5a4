import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { scriptsBeforeInteraction } from './landing';
import { startProductionServer } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
/** `/` before interaction, as measured by `landing` when the face tab landed (issue 11: must not grow). */
const LANDING_JS_BEFORE_KB = 109.2;
const RUNS = Number(process.env.FACE_TAB_RUNS ?? 5);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);
const faceApiDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api')));
const samplePhoto = (n: number) => path.join(faceApiDir, 'demo', `sample${n}.jpg`);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** Counts the page's main-thread long tasks (> 50 ms): the page stays responsive when there are none long. */
const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
`;

interface Run {
  totalMs: number;
  firstMs: number;
  steps: Record<string, number>;
  longestTaskMs: number;
  /** The TensorFlow.js backend the worker's models ran on (decision 063). */
  backend: string;
}

/** One visitor: the face tab, a photo, Generate at once (so detection counts), until the fourth portrait. */
async function oneRun(page: Page, address: string, photo: string, targetAge = 40): Promise<Run> {
  await page.goto(`${address}/ai-wall-generator`, { waitUntil: 'networkidle' });
  await page.getByRole('spinbutton', { name: 'Target age in years' }).fill(String(targetAge));
  await page.getByTestId('face-photo-input').setInputFiles(photo);
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
    performance.clearMeasures();
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByTestId('aged-result').first().waitFor({ timeout: 180_000 });
  const firstMs = Date.now() - started;
  await page.getByTestId('aged-result').nth(3).waitFor({ timeout: 180_000 });
  const totalMs = Date.now() - started;
  const { steps, longest, backend } = await page.evaluate(() => {
    const steps: Record<string, number> = {};
    for (const m of performance.getEntriesByType('measure')) if (m.name.startsWith('face:')) steps[m.name.slice(5)] = m.duration;
    const mark = performance.getEntriesByType('mark').find((m) => m.name.startsWith('face-backend:'));
    return { steps, longest: Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks), backend: mark?.name.slice(13) ?? 'unknown' };
  });
  return { totalMs, firstMs, steps, longestTaskMs: longest, backend };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * A before/after contact sheet of face-api's sample photos (target age 40: 40, 50, 60, 70) in a
 * temporary folder, for a person to look at. Never committed: third-party photos.
 */
async function contactSheet(browser: Browser, address: string): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-face-sheet-'));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const rows: string[] = [];
  for (let n = 1; n <= 6; n++) {
    await oneRun(page, address, samplePhoto(n), 40).catch(() => null);
    if ((await page.getByTestId('aged-result').count()) < 4) continue;
    const before = (await page.getByTestId('aged-before').getAttribute('src'))!;
    const results = await page.getByTestId('aged-result').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    const png = await page.evaluate(async ([sources, label]) => {
      const cell = { w: 480, h: 600 };
      const canvas = document.createElement('canvas');
      canvas.width = cell.w * sources.length;
      canvas.height = cell.h + 28;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.font = '20px sans-serif';
      ctx.fillStyle = '#222';
      for (const [i, src] of sources.entries()) {
        const img = new Image();
        img.src = src;
        await img.decode();
        ctx.drawImage(img, i * cell.w, 28, cell.w, cell.h);
        ctx.fillText(i === 0 ? `${label}: photo` : `age ${30 + i * 10}`, i * cell.w + 8, 21);
      }
      return canvas.toDataURL('image/png').split(',')[1]!;
    }, [[before, ...results], `sample${n}`] as const);
    const file = path.join(folder, `sample${n}.png`);
    fs.writeFileSync(file, Buffer.from(png, 'base64'));
    rows.push(file);
  }
  await page.close();
  return folder;
}

/**
 * `npm run bench -- face-tab` (issues 11 and 20): what the face tab costs a visitor. The code only
 * the face tab loads (its chunks and the ageing worker with face-api and TensorFlow.js inside),
 * gzipped at level 6, the model bytes it fetches, and over RUNS runs the time from Generate (right
 * after choosing one of face-api's sample photos) to the first and the fourth portrait, p50 and
 * worst, split into the worker's steps, with the page's longest main-thread task meanwhile. Then a
 * before/after contact sheet of the sample photos in a temporary folder.
 */
export async function faceTabFigures(): Promise<void> {
  const server = await startProductionServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const landing = await scriptsBeforeInteraction(`${server.address}/`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(LONG_TASKS);
    const scripts = new Map<string, number>();
    const models = new Map<string, number>();
    const pending: Promise<void>[] = [];
    context.on('response', (response) => {
      const url = new URL(response.url()).pathname;
      const type = response.request().resourceType();
      if (!url.endsWith('.js') && !url.includes('/face-models-')) return;
      if (url.includes('/face-models-') && models.has(url)) return;
      pending.push(
        response.body().then(
          (body) => {
            if (url.endsWith('.js')) scripts.set(url, gzipSync(body).length);
            else models.set(url, body.length);
          },
          () => undefined,
        ),
      );
      void type;
    });

    const runs: Run[] = [];
    console.log('\nFace tab of /ai-wall-generator (production build, Chromium without GPU, backend per run below)');
    console.log('  load average before: %s (%d cores; the machine is shared with other work)', loadAverage(), os.cpus().length);
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      const run = await oneRun(page, server.address, samplePhoto(1));
      await page.close();
      runs.push(run);
      const steps = Object.entries(run.steps).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
      console.log('  run %d: %s s to four portraits (first %s s); %s backend; longest main-thread task %d ms; load %s', i + 1, s(run.totalMs), s(run.firstMs), run.backend, Math.round(run.longestTaskMs), loadAverage());
      console.log('         worker steps (ms): %s', steps);
    }
    await Promise.all(pending);

    const totals = runs.map((r) => r.totalMs);
    const stepNames = [...new Set(runs.flatMap((r) => Object.keys(r.steps)))];
    console.log('  Generate to four portraits: p50 %s s, worst %s s of %d runs (the first shows after at least 2 s, docs/product/studio.md#face-tab)', s(percentile(totals, 50)), s(Math.max(...totals)), runs.length);
    console.log('  first portrait: p50 %s s', s(percentile(runs.map((r) => r.firstMs), 50)));
    console.log('  split, p50 ms: %s', stepNames.map((k) => `${k} ${Math.round(percentile(runs.map((r) => r.steps[k] ?? 0), 50))}`).join(', '));
    console.log('  longest main-thread task during Generate: worst %d ms', Math.round(Math.max(...runs.map((r) => r.longestTaskMs))));

    const landingUrls = new Set(landing.map((x) => x.url));
    const faceOnly = [...scripts].filter(([url]) => !landingUrls.has(url) && /^(face-|render-aged|age[.-])/.test(path.basename(url)));
    const faceGzip = faceOnly.reduce((sum, [, bytes]) => sum + bytes, 0);
    const modelBytes = [...models.values()].reduce((sum, bytes) => sum + bytes, 0);
    const landingGzip = landing.reduce((sum, x) => sum + x.gzipBytes, 0);
    for (const [url, bytes] of faceOnly.sort((a, b) => b[1] - a[1])) console.log('  %s KB gzip  %s', kb(bytes).padStart(6), url);
    console.log('  face tab code: %s KB gzip in %d files (loaded only on this tab)', kb(faceGzip), faceOnly.length);
    console.log('  model weights fetched: %s KB in %d files (same origin, immutable)', kb(modelBytes), models.size);
    console.log('  / before interaction: %s KB gzip in %d files (was %s KB before the face tab; must not grow)', kb(landingGzip), landing.length, LANDING_JS_BEFORE_KB);

    if (process.env.FACE_TAB_SHEET !== '0') {
      const folder = await contactSheet(browser, server.address);
      console.log('  contact sheet (third-party photos, not for committing): %s', folder);
    }
    console.log('  load average after: %s', loadAverage());
  } finally {
    await browser?.close();
    await server.stop();
  }
}
