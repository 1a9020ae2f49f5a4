import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails when the page logs a console error or throws: this includes CSP
 * violations ("Refused to load/execute ...") and failed requests the app did not expect.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The site header of SPEC §2 (a `<header>` landmark) and the footer (a `<footer>` landmark). */
export const siteHeader = (page: Page) => page.locator('header[data-site-header]');
export const siteFooter = (page: Page) => page.locator('footer[data-site-footer]');
