import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails when the page logs a console error or throws: this includes CSP
 * violations ("Refused to load/execute ...") and failed requests the app did not expect. A test
 * that provokes an error answer on purpose (a wrong code, a wrong password) lists the statuses it
 * expects with `test.use({ expectedFailedRequests: [400] })`: the browser logs those too.
 */
export const test = base.extend<{ pageErrors: string[]; expectedFailedRequests: number[]; expectedConsoleError: RegExp | null }>({
  expectedFailedRequests: [[], { option: true }],
  // Console errors a test provokes on purpose (a request it aborts, the error React reports for it).
  expectedConsoleError: [null, { option: true }],
  // The prerendered pages (apps/web/src/config/prerendered-pages.ts, decision 046) arrive with their
  // first view in the HTML and React mounts over that markup a moment later; an element found
  // before then is replaced. Navigations that land on one therefore wait for the mount.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('[data-prerendered]').waitFor({ state: 'detached', timeout: 15_000 });
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page, expectedFailedRequests, expectedConsoleError }, use) => {
      const errors: string[] = [];
      const expected = expectedFailedRequests.map((status) => `the server responded with a status of ${status} `);
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (text.startsWith('Failed to load resource') && expected.some((e) => text.includes(e))) return;
        if (expectedConsoleError?.test(text)) return;
        errors.push(`console: ${text}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The site header of docs/product/site.md#site-header (a `<header>` landmark) and the footer (a `<footer>` landmark). */
export const siteHeader = (page: Page) => page.locator('header[data-site-header]');
export const siteFooter = (page: Page) => page.locator('footer[data-site-footer]');
