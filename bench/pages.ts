import os from 'node:os';
import { localizedPath, type Locale } from '@wallart/shared';
import { prerenderedPages } from '../apps/web/src/config/prerendered-pages';
import { kb, lighthouseMedian, scriptsBeforeInteraction } from './landing';
import { startProductionServer } from './lib';
import { adminStorage, benchAdminEnv } from './admin-session';
import { CPU_SLOWDOWN, readyWindowMedian } from './ready-window';

/** Issue 21's goals, for every page; SEO only on the public (indexable) ones. */
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/** Besides English, the languages whose built pages are measured too (issue 37: Sinhala, the longest script, and German, the longest words). */
const OTHER_LANGUAGES: readonly Locale[] = ['si', 'de'];

interface Row {
  page: string;
  language: Locale;
  jsKb: number;
  budgetKb: number | null;
  scores: Record<keyof typeof GOALS, number>;
  /** First paint → controls that answer (issue 35), median ms, and each run's. */
  windowMs: number;
  windows: string;
  runs: string;
  metrics: Record<string, string>;
  clues: string[];
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

/**
 * `npm run bench -- pages` (issue 21): for every prerendered page (apps/web/src/config/prerendered-pages.ts)
 * and, signed in as an admin, the admin pages: the JavaScript loaded before any interaction (KB
 * gzip, against the page's budget) and Lighthouse 12 mobile, the median of LIGHTHOUSE_RUNS runs
 * (default 3); then the public pages again in Sinhala and German (`/si/cart`, `/de`, issue 37),
 * whose JavaScript includes their language's catalogs (the budgets are the English pages').
 * `BENCH_PAGES=/cart,/de/sign-in` measures only those addresses. Prints a Markdown table for
 * bench/README.md, with the load average before and after (the machine may be shared).
 */
export async function pagesFigures(): Promise<void> {
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const server = await startProductionServer(benchAdminEnv);
  const before = loadAverage();
  const started = new Date();
  const rows: Row[] = [];
  try {
    const admin = await adminStorage(server.address);
    const targets = [
      // The private pages (the admin area) as the admin they are built for.
      ...prerenderedPages.map((page) => ({ path: page.path, language: 'en' as const, budgetKb: page.jsBudgetKb, storage: page.indexable ? {} : admin })),
      // The public pages at their Sinhala and German addresses (docs/product/languages.md#addresses).
      ...OTHER_LANGUAGES.flatMap((language) =>
        prerenderedPages.filter((page) => page.indexable).map((page) => ({ path: localizedPath(language, page.path), language, budgetKb: null, storage: {} })),
      ),
    ].filter((target) => !only || only.includes(target.path));
    for (const target of targets) {
      const url = `${server.address}${target.path}`;
      const scripts = await scriptsBeforeInteraction(url, target.storage);
      const jsKb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
      let result: Awaited<ReturnType<typeof lighthouseMedian>>;
      try {
        result = await lighthouseMedian(url, target.storage);
      } catch (error) {
        // On a starved machine Chromium now and then fails to record a trace three times running:
        // that page gets no figure this time, the others still do.
        console.log('%s  JS %s KB  Lighthouse gave no figure: %s [load %s]', target.path.padEnd(22), kb(jsKb * 1024), String(error), loadAverage());
        continue;
      }
      const { runs, median } = result;
      const ready = await readyWindowMedian(url, target.storage);
      const row: Row = {
        page: target.path,
        language: target.language,
        jsKb,
        budgetKb: target.budgetKb,
        scores: median.scores,
        windowMs: ready.windowMs,
        windows: ready.windows.map((ms) => Math.round(ms)).join(' / '),
        runs: runs.map((run) => run.scores.performance).join(' / '),
        metrics: median.metrics,
        clues: median.clues,
      };
      rows.push(row);
      console.log(
        '%s %s  JS %s KB%s  paint→answering %d ms (%s)  perf %d (%s)  LCP %s  TBT %s  CLS %s  a11y %d  bp %d  seo %d  [load %s]',
        target.language,
        target.path.padEnd(22),
        kb(jsKb * 1024),
        target.budgetKb === null ? '' : ` (budget ${target.budgetKb})`,
        Math.round(row.windowMs),
        row.windows,
        row.scores.performance,
        row.runs,
        row.metrics.LCP,
        row.metrics.TBT,
        row.metrics.CLS,
        row.scores.accessibility,
        row.scores['best-practices'],
        row.scores.seo,
        loadAverage(),
      );
      for (const clue of row.clues) console.log('    %s', clue);
    }
  } finally {
    await server.stop();
  }
  console.log('\n%s UTC, load average (1, 5, 15 min) %s before, %s after', started.toISOString().slice(0, 16).replace('T', ' '), before, loadAverage());
  console.log('\n| Page | Language | JS before interaction (KB gzip; budget) | Paint → answering (ms, %d× CPU; runs) | Performance (runs) | LCP | TBT | CLS | A11y | Best pr. | SEO |', CPU_SLOWDOWN);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      '| `%s` | %s | %s%s | %d (%s) | %d (%s) | %s | %s | %s | %d | %d | %d |',
      row.page,
      row.language,
      kb(row.jsKb * 1024),
      row.budgetKb === null ? '' : ` (${row.budgetKb})`,
      Math.round(row.windowMs),
      row.windows,
      row.scores.performance,
      row.runs,
      row.metrics.LCP,
      row.metrics.TBT,
      row.metrics.CLS,
      row.scores.accessibility,
      row.scores['best-practices'],
      row.scores.seo,
    );
  }
  console.log('\nGoals: performance ≥ %d, accessibility %d, best practices %d, SEO %d on the public pages (admin pages are noindex); first paint → answering controls ≤ 1,000 ms at %d× CPU (issue 35).', GOALS.performance, GOALS.accessibility, GOALS['best-practices'], GOALS.seo, CPU_SLOWDOWN);
}
