import { test, expect } from './support/fixtures';
import { signInAsCustomer } from './support/session';

test('a guest opening the dashboard is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a guest opening the admin area is sent home', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user who is not an admin is sent home from the admin area', async ({ page, request }) => {
  await signInAsCustomer(page, request);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('the cart is open to guests', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
});
