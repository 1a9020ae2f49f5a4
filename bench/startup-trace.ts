/**
 * A diagnostic for issue 35's window (decision 074): one built page's start-up at 4× CPU (real
 * throttling, as `npm run bench -- ready`), as a timeline from navigation start: the first paint,
 * each script's request and arrival, every main-thread task over 4 ms with what it ran, the app's
 * user-timing marks, and when the built frame went (controls answer).
 *
 *   node --import tsx bench/startup-trace.ts /sign-in
 *
 * It needs a production build (`npm run build`).
 */
import { chromium } from '@playwright/test';
import { startProductionServer } from './lib';
import { pageMainThread, recordTrace, type TraceEvent } from './trace';
import { adminStorage, benchAdminEnv } from './admin-session';

const pagePath = process.argv[2] ?? '/sign-in';
const server = await startProductionServer(benchAdminEnv);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  if (pagePath.startsWith('/admin')) {
    const storage = await adminStorage(server.address);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.readyState === 'loading' || document.querySelector('[data-prerendered]')) return;
      performance.mark('bench:answering');
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prerendered'] });
  });
  const page = await context.newPage();
  const categories = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing';
  const events = await recordTrace(context, page, { categories, cpuSlowdown: 4 }, async () => {
    await page.goto(server.address + pagePath, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('bench:answering').length > 0, undefined, { timeout: 60_000 });
    await page.waitForTimeout(500);
  });
  const { parse, onMainThread: main } = pageMainThread(events, server.address);
  const start = Math.max(0, ...events.filter((e) => e.name === 'navigationStart' && e.pid === parse.pid && e.ts < parse.ts).map((e) => e.ts));
  const at = (ts: number) => ((ts - start) / 1000).toFixed(0).padStart(6);
  const lines: [number, string][] = [];
  const short = (url = '') => url.replace(server.address, '');
  const sent = new Map<string, TraceEvent>();
  for (const e of events) {
    if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId) sent.set(e.args.data.requestId, e);
    if (e.name === 'ResourceFinish' && e.args?.data?.requestId) {
      const s = sent.get(e.args.data.requestId);
      if (s?.args?.data?.url?.startsWith(server.address) && s.args.data.url.match(/\.(js|css)$/)) lines.push([s.ts, `${at(s.ts)} ms  fetch ${short(s.args.data.url)} → ${at(e.ts).trim()} ms`]);
    }
    if (e.name === 'firstContentfulPaint' && e.pid === parse.pid) lines.push([e.ts, `${at(e.ts)} ms  FIRST CONTENTFUL PAINT`]);
    if (e.ts < start) continue;
    if (e.ph === 'R' || (e.ph === 'I' && e.name.startsWith('app:')) || (e.ph === 'b' && (e.name.startsWith('app:') || e.name.startsWith('bench:')))) lines.push([e.ts, `${at(e.ts)} ms  mark ${e.name}`]);
    if (e.name === 'RunTask' && main(e) && (e.dur ?? 0) > 4000) {
      const end = e.ts + (e.dur ?? 0);
      const inside = events.filter((x) => main(x) && x.ph === 'X' && x.name !== 'RunTask' && x.ts >= e.ts && x.ts < end);
      const byName = new Map<string, number>();
      for (const x of inside) if (x.ts >= e.ts) byName.set(x.name, (byName.get(x.name) ?? 0) + (x.dur ?? 0) / 1000);
      const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, ms]) => `${n} ${ms.toFixed(0)}`);
      const scripts = [...new Set(inside.map((x) => x.args?.data?.url).filter((u): u is string => !!u?.startsWith(server.address)).map(short))].slice(0, 4);
      lines.push([e.ts, `${at(e.ts)} ms  task ${((e.dur ?? 0) / 1000).toFixed(0)} ms: ${top.join(', ')} ${scripts.join(' ')}`]);
    }
  }
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.startTime.toFixed(0).padStart(6)} ms  perf mark ${m.name}`));
  for (const line of lines.sort((a, b) => a[0] - b[0])) console.log(line[1]);
  console.log(marks.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
