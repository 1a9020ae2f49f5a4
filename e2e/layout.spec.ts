import { test, expect, siteHeader, siteFooter } from './support/fixtures';
import { signInAsAdmin } from './support/session';

// docs/product/site.md#layout-rules: which routes show the site header and the footer.
const ROUTES: { path: string; header: boolean; footer: boolean }[] = [
  { path: '/', header: true, footer: true },
  { path: '/sign-up', header: false, footer: false },
  { path: '/sign-in', header: false, footer: false },
  { path: '/ai-wall-generator', header: true, footer: false },
  { path: '/wallArt', header: true, footer: true },
  { path: '/image-upload', header: true, footer: false },
  { path: '/forgot-password', header: false, footer: false },
  { path: '/verify-otp', header: false, footer: false },
  { path: '/new-password', header: false, footer: false },
  { path: '/success', header: false, footer: false },
  { path: '/payment', header: true, footer: false },
  { path: '/payment-process', header: true, footer: false },
  { path: '/payment-success', header: true, footer: false },
  { path: '/dashboard', header: false, footer: false },
  { path: '/dashboard/profile', header: false, footer: false },
  { path: '/cart', header: false, footer: false },
  { path: '/admin', header: false, footer: false },
  { path: '/admin/users', header: false, footer: false },
  { path: '/admin/orders', header: false, footer: false },
  { path: '/admin/packages', header: false, footer: false },
];

test.describe('layout rules of docs/product/site.md#layout-rules', () => {
  for (const route of ROUTES) {
    test(`${route.path} ${route.header ? 'shows' : 'hides'} the header and ${route.footer ? 'shows' : 'hides'} the footer`, async ({ page, request }) => {
      // An admin may open every route, so no guard redirects away from the one under test.
      await signInAsAdmin(page, request);
      await page.goto(route.path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/$' : route.path}$`));
      await expect(siteHeader(page)).toHaveCount(route.header ? 1 : 0);
      await expect(siteFooter(page)).toHaveCount(route.footer ? 1 : 0);
    });
  }
});

test('/signin redirects to /sign-in', async ({ page }) => {
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Error 404')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});
