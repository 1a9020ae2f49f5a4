import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
/** Goals of the landing issue: JS before interaction and Lighthouse (mobile preset) on `/`. */
const JS_BUDGET_KB = 120;
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;

export interface ScriptFigure {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Every script `/` loads with nobody touching the page: the page is opened in Chromium and left
 * alone until the network has been quiet; each script's body is gzipped here (level 6, what a
 * server's on-the-fly compression sends), so the figure does not depend on the server compressing.
 */
export async function scriptsBeforeInteraction(url: string, storage: Record<string, string> = {}): Promise<ScriptFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    // A signed-in visit: the session put where the app keeps it, before any of the page's scripts run.
    if (Object.keys(storage).length > 0) {
      await page.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, value);
      }, storage);
    }
    const pending: Promise<ScriptFigure | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000); // idle callbacks and late imports would show up here
    return (await Promise.all(pending)).filter((s): s is ScriptFigure => s !== null);
  } finally {
    await browser.close();
  }
}

class LighthouseRunError extends Error {}

export type LighthouseScores = Record<keyof typeof GOALS, number>;

export interface LighthouseFigures {
  scores: LighthouseScores;
  metrics: Record<string, string>;
  /** What to look at when a score is low: the LCP element, the longest main-thread tasks, failed audits. */
  clues: string[];
}

/**
 * Lighthouse 12 with its default mobile preset (simulated slow 4G, 4x CPU slowdown). `storage`:
 * localStorage items put on the page's origin first (a signed-in visit); Lighthouse then keeps them.
 */
export async function lighthouseMobile(url: string, storage: Record<string, string> = {}): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const signedIn = Object.keys(storage).length > 0;
    if (signedIn) await putStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(GOALS),
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    // LIGHTHOUSE_JSON=<file> keeps the whole report, to see what a score is made of.
    if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(result.lhr, null, 1));
    // A run whose trace Chromium failed to record (NO_NAVSTART and the like) scores 0: not a figure.
    if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.code);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        'Speed Index': metric('speed-index'),
      },
      clues: lighthouseClues(result.lhr),
    };
  } finally {
    chrome.kill();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The LCP element, the three longest main-thread tasks and the audits that failed (score < 1). */
function lighthouseClues(lhr: Lhr): string[] {
  const clues: string[] = [];
  const details = (id: string) => lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined;
  const lcpItems = details('largest-contentful-paint-element')?.items?.[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  const lcpNode = lcpItems?.items?.[0]?.node?.snippet;
  if (lcpNode) clues.push(`LCP element: ${lcpNode.slice(0, 140)}`);
  const tasks = (details('long-tasks')?.items ?? []) as Array<{ url?: string; duration?: number }>;
  if (tasks.length > 0) {
    clues.push(`long tasks: ${tasks.slice(0, 3).map((t) => `${Math.round(t.duration ?? 0)} ms ${(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`).join(', ')}`);
  }
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    const failed = category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
    if (failed.length > 0) clues.push(`${id} failed: ${failed.join(', ')}`);
  }
  return clues;
}

/** Puts localStorage items on an origin in the Chromium that Lighthouse is about to drive. */
async function putStorage(port: number, origin: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects only: the browser is Lighthouse's, closed by the caller.
    await browser.close();
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Lighthouse's simulated timings move a few points between runs on a shared machine, so the figure
 * is the median of LIGHTHOUSE_RUNS runs (3 by default), the median run's metrics with it. A run
 * that failed to record is run again (at most twice in all).
 */
export async function lighthouseMedian(url: string, storage: Record<string, string> = {}): Promise<{ runs: LighthouseFigures[]; median: LighthouseFigures }> {
  const wanted = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const runs: LighthouseFigures[] = [];
  let retries = 2;
  while (runs.length < wanted) {
    try {
      runs.push(await lighthouseMobile(url, storage));
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || retries === 0) throw error;
      retries -= 1;
      console.log('  (a Lighthouse run failed to record: %s; running it again)', error.message);
    }
  }
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return { runs, median: byPerformance[Math.floor((byPerformance.length - 1) / 2)]! };
}

/** `npm run bench landing`: both figures against the production server (nothing is built here beyond what `npm run build` makes). */
export async function landingFigures(): Promise<void> {
  const server = await startProductionServer();
  try {
    const url = `${server.address}/`;
    const scripts = await scriptsBeforeInteraction(url);
    const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    console.log('\nLanding page / (production build, Chromium, mobile viewport, no interaction)');
    for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log('  %s KB gzip  %s', kb(s.gzipBytes).padStart(6), s.url);
    }
    console.log('  JavaScript before interaction: %s KB gzip in %d files (goal: at most %d KB)', kb(gzip), scripts.length, JS_BUDGET_KB);

    const { runs, median } = await lighthouseMedian(url);
    console.log('\nLighthouse 12, mobile preset, on / (median of %d runs)', runs.length);
    for (const [name, goal] of Object.entries(GOALS) as [keyof typeof GOALS, number][]) {
      const each = runs.map((run) => run.scores[name]).join(' / ');
      console.log('  %s %s (goal: %s%d; runs: %s)', name.padEnd(15), String(median.scores[name]).padStart(3), goal === 100 ? '' : 'at least ', goal, each);
    }
    console.log('  median run: %s', Object.entries(median.metrics).map(([k, v]) => `${k} ${v}`).join(', '));
  } finally {
    await server.stop();
  }
}
