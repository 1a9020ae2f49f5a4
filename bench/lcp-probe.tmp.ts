import { chromium } from '@playwright/test';
import { startProductionServer } from './lib';
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const path of (process.argv[2] ?? '/sign-in').split(',')) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as any).__lcp = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push({ t: Math.round(e.startTime), rt: Math.round(e.renderTime), size: e.size, el: e.element ? e.element.outerHTML.slice(0, 100) : null, connected: e.element?.isConnected }); }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push({ paint: e.name, t: Math.round(e.startTime) }); }).observe({ type: 'paint', buffered: true });
      document.fonts?.addEventListener?.('loadingdone', () => (window as any).__lcp.push({ fonts: 'done', t: Math.round(performance.now()) }));
    });
    await page.goto(server.address + path, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    console.log(path, JSON.stringify(await page.evaluate(() => (window as any).__lcp), null, 0));
    await context.close();
  }
} finally { await browser.close(); await server.stop(); }
