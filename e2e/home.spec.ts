import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';

test('the home page has every landing section', async ({ page }) => {
  await page.goto('/');
  for (const id of ['home', 'about', 'ai-wall-generator', 'services', 'portfolio', 'contact']) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
});

test('the home page shows the packages from the server', async ({ page }) => {
  await page.goto('/');
  const about = page.locator('#about');
  // Sections below the fold load as they come near the viewport.
  await about.scrollIntoViewIfNeeded();
  await expect(about.getByText('Professional', { exact: true }).first()).toBeVisible();
  await expect(about.getByText('Most Popular')).toBeVisible();
});

test('axe finds no serious or critical violation on /', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
