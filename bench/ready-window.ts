import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { prerenderedPages } from '../apps/web/src/config/prerendered-pages';
import { adminStorage, benchAdminEnv } from './admin-session';
import { startProductionServer } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Lighthouse's mobile profile slows the CPU four times; so does this measure. */
export const CPU_SLOWDOWN = 4;

export interface ReadyWindow {
  /** First contentful paint, ms from navigation start. */
  paintMs: number;
  /** When the page's controls answer (the app has taken over and acted on what was pressed), ms from navigation start. */
  answeringMs: number;
  /** The start-up's own steps (`app:*` performance marks, src/main.tsx and app/), ms from navigation start. */
  marks: Record<string, number>;
}

/** Printed by the page when the built frame is gone; read from the console, so nothing is evaluated in the page meanwhile. */
const ANSWERING_MESSAGE = 'bench:answering';

/**
 * Issue 35: from the first paint of a built page to controls that answer. A phone-sized touch
 * browser, CPU slowed 4×, on loopback. "Answering" is the moment the app has taken the page over:
 * the built page's `data-prerendered` frame is gone, which is when the early-input capture replays
 * what was pressed (app/early-input/) and every control's handlers are attached.
 *
 * The wait for it is a console message from an init script, not `page.waitForFunction`: that one
 * evaluates Playwright's own injected script in the page, on the main thread, in the middle of
 * the start-up it measures (decision 074).
 */
export async function measureReadyWindow(browser: Browser, url: string, storage: Record<string, string>): Promise<ReadyWindow> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (Object.keys(storage).length > 0) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    await page.addInitScript((message) => {
      const observer = new MutationObserver(() => {
        if (document.readyState === 'loading' || document.querySelector('[data-prerendered]')) return;
        performance.mark(message);
        console.debug(message);
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prerendered'] });
    }, ANSWERING_MESSAGE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const answered = page.waitForEvent('console', { predicate: (message) => message.text() === ANSWERING_MESSAGE, timeout: 60_000 });
    await page.goto(url, { waitUntil: 'commit' });
    await answered;
    return await page.evaluate((message) => {
      const marks: Record<string, number> = {};
      for (const mark of performance.getEntriesByType('mark')) if (mark.name.startsWith('app:')) marks[mark.name] ??= mark.startTime;
      return {
        paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        answeringMs: performance.getEntriesByName(message)[0]?.startTime ?? Number.NaN,
        marks,
      };
    }, ANSWERING_MESSAGE);
  } finally {
    await context.close();
  }
}

/** The median of `runs` fresh visits: paint, answering, the window between them, and each start-up step's median after the paint. */
export async function readyWindowMedian(
  url: string,
  storage: Record<string, string>,
  runs = 3,
): Promise<{ paintMs: number; windowMs: number; windows: number[]; steps: Record<string, number> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const results: ReadyWindow[] = [];
    for (let i = 0; i < runs; i++) results.push(await measureReadyWindow(browser, url, storage));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const windows = results.map((r) => r.answeringMs - r.paintMs);
    const steps: Record<string, number> = {};
    for (const name of Object.keys(results[0]!.marks)) {
      const after = results.map((r) => (r.marks[name] ?? Number.NaN) - r.paintMs).filter((ms) => !Number.isNaN(ms));
      if (after.length > 0) steps[name] = median(after);
    }
    return { paintMs: median(results.map((r) => r.paintMs)), windowMs: median(windows), windows, steps };
  } finally {
    await browser.close();
  }
}

/**
 * `npm run bench -- ready` (issue 35): first paint → controls that answer on every built page
 * alone, without Lighthouse (which `pages` runs beside it): a quicker figure while changing the
 * start-up. `BENCH_PAGES=/cart,/sign-in` measures only those. Prints the load average with each.
 */
export async function readyFigures(): Promise<void> {
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');
  const server = await startProductionServer(benchAdminEnv);
  try {
    const admin = await adminStorage(server.address);
    console.log('First paint → controls that answer, %d× CPU, 390 px touch, median of 3 (load before: %s)', CPU_SLOWDOWN, load());
    for (const page of prerenderedPages) {
      if (only && !only.includes(page.path)) continue;
      const result = await readyWindowMedian(`${server.address}${page.path}`, page.indexable ? {} : admin);
      const steps = Object.entries(result.steps)
        .sort((a, b) => a[1] - b[1])
        .map(([name, ms]) => `${name.replace(/^app:/, '')} +${Math.round(ms)}`)
        .join(', ');
      console.log(
        '%s  paint %d ms  answering +%d ms (%s)  goal ≤ 1000 ms: %s  [load %s]  steps: %s',
        page.path.padEnd(22),
        Math.round(result.paintMs),
        Math.round(result.windowMs),
        result.windows.map((ms) => Math.round(ms)).join(' / '),
        result.windowMs <= 1000 ? 'met' : 'not met',
        load(),
        steps,
      );
    }
  } finally {
    await server.stop();
  }
}
