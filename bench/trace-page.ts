/**
 * A diagnostic beside `npm run bench -- pages` (issue 21): where one page's main-thread time goes
 * while it loads, task by task, in figures that other load on the machine moves less than
 * Lighthouse's. Chromium runs unthrottled and each task's wall time (the trace's `dur`, which is
 * what Lighthouse's simulation reads: a wait on storage counts as much as work) is multiplied by 4,
 * or by 2 when the task did layout (lantern's `cpuSlowdownMultiplier` and `layoutTaskMultiplier`);
 * the blocking time is the sum over tasks after the first contentful paint of what exceeds 50 ms.
 *
 *   node --import tsx bench/trace-page.ts /sign-in
 *
 * `TRACE_CATEGORIES` replaces the trace categories (e.g. adding `v8,disabled-by-default-v8.compile`
 * shows compilation inside each task; those categories slow the page, so compare only like with like).
 *
 * It needs a production build (`npm run build`); it prints, for every task over 8 ms, its
 * start, its simulated time and the trace events inside it that took longest.
 */
import { chromium } from '@playwright/test';
import { startProductionServer } from './lib';
import { pageMainThread, recordTrace, type TraceEvent } from './trace';
import { adminStorage, benchAdminEnv } from './admin-session';

const CPU_SLOWDOWN = 4;
const pagePath = process.argv[2] ?? '/sign-in';
const server = await startProductionServer(benchAdminEnv);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  // The admin area as the admin it is built for.
  if (pagePath.startsWith('/admin')) {
    const storage = await adminStorage(server.address);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const categories = process.env.TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading';
  const events = await recordTrace(context, page, { categories }, async () => {
    await page.goto(server.address + pagePath, { waitUntil: 'load' });
    // The app mounts after the first paint and settles within a few seconds; a bound, not a wait for something.
    await page.waitForTimeout(5_000);
  });
  const { parse, onMainThread } = pageMainThread(events, server.address);
  const wall = (e: TraceEvent) => (CPU_SLOWDOWN * (e.dur ?? 0)) / 1000;
  const didLayout = (task: TraceEvent) =>
    events.some((e) => e.name === 'Layout' && onMainThread(e) && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
  const cpu = (task: TraceEvent) => (didLayout(task) ? wall(task) / 2 : wall(task));
  const tasks = events.filter((e) => e.name === 'RunTask' && onMainThread(e) && wall(e) > 8 * CPU_SLOWDOWN);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid)?.ts ?? tasks[0]?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts ?? 0;
  const afterFcp = tasks.filter((t) => t.ts > fcp);
  const blocking = afterFcp.reduce((sum, t) => sum + Math.max(0, cpu(t) - 50), 0);
  console.log(`${pagePath}: first contentful paint ${((fcp - start) / 1000).toFixed(0)} ms (unthrottled)`);
  console.log(`blocking after it, CPU × ${CPU_SLOWDOWN}: ${blocking.toFixed(0)} ms in ${afterFcp.filter((t) => cpu(t) > 50).length} tasks over 50 ms`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter((e) => onMainThread(e) && e.ph === 'X' && e.name !== 'RunTask' && e.ts >= task.ts && e.ts < end);
    const byName = new Map<string, number>();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + wall(e));
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    const scripts = [...new Set(inside.map((e) => e.args?.data?.url).filter((url): url is string => !!url?.startsWith(server.address)))];
    console.log(
      `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${cpu(task).toFixed(0).padStart(4)} ms  ${top.join(', ')}  ${scripts.map((url) => url.slice(server.address.length)).join(' ')}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
