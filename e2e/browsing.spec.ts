import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { startProductionServer, type ProductionServer } from './support/production-server';

// Issue 9 §2: ordinary browsing must never meet "429 Too many requests". A visitor opens 20
// different pages, each from a fresh browser context (no cache), against a production server of
// its own (the suite's shared server raises the limits), and every document and asset answers 2xx
// or 3xx. The server's API limit is set below the shipped 300 a minute, so that the test does not
// depend on its own speed: it checks that the pages and assets it loaded would have crossed that
// limit in every minute it ran, had they been counted (under a loaded CI machine the 20 pages once
// took 62 s, and a "within a minute" assertion failed on timing alone).
const API_LIMIT_PER_MINUTE = 40;

const PAGES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/signin',
  '/forgot-password',
  '/verify-otp',
  '/new-password',
  '/success',
  '/ai-wall-generator',
  '/wallArt',
  '/image-upload',
  '/cart',
  '/payment',
  '/payment-process',
  '/payment-success',
  '/dashboard',
  '/dashboard/profile',
  '/admin',
  '/admin/users',
  '/admin/orders',
];

let server: ProductionServer;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a fresh database is migrated and seeded first
  server = await startProductionServer({ entry: 'server', env: { RATE_LIMIT_MAX: String(API_LIMIT_PER_MINUTE) } });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test('20 pages from fresh browser contexts all load without a 4xx or 5xx', async ({ browser }) => {
  test.setTimeout(120_000);
  expect(new Set(PAGES).size).toBe(20);
  const refused: string[] = [];
  let answered = 0;
  let answeredOutsideApi = 0;
  const started = Date.now();
  const open = async (path: string) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    context.on('response', (response) => {
      answered += 1;
      if (!new URL(response.url()).pathname.startsWith('/api/')) answeredOutsideApi += 1;
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()} (opening ${path})`);
    });
    const page = await context.newPage();
    const document = await page.goto(path);
    expect(document?.status(), path).toBeLessThan(400);
    // The screen has rendered (its code and styles loaded): a heading is on the page.
    await expect(page.locator('#main-content').getByRole('heading').first(), path).toBeVisible();
    await context.close();
  };
  // Three tabs at a time, as a visitor opening links in new tabs does.
  const queue = [...PAGES];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) await open(path);
    }),
  );
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'browsing', description: `${answered} responses in ${elapsed} ms` });
  expect(refused).toEqual([]);
  // Had pages and assets been counted, they alone would have crossed the limit in each minute.
  const minutes = Math.ceil(elapsed / 60_000);
  expect(answeredOutsideApi, `${answeredOutsideApi} pages and assets in ${elapsed} ms`).toBeGreaterThan(API_LIMIT_PER_MINUTE * minutes);
});
