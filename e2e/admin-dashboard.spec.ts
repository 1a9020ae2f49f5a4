import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { E2E_ADMIN, signInAsAdmin } from './support/session';
import { expectNoSeriousA11yViolations, newCustomer, seedServerCart } from './support/shop';

/**
 * The admin Dashboard, Packages and Consultations screens (issue 19) against the real server:
 * the dashboard's figures follow data this test makes through the API (one checkout), and a
 * package an admin adds, edits and deactivates shows on, changes on and leaves the landing
 * page's cards. The three fixed packages are never changed: other tests rely on them.
 */

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return ((await res.json()) as { token: string }).token;
}

async function ordersPlaced(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { ordersLast30Days: number }).ordersLast30Days;
}

/** One artwork order placed through the API (cart, card token, checkout); answers its number. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const customer = await newCustomer(request);
  const headers = { Authorization: `Bearer ${customer.token}` };
  await seedServerCart(request, customer);
  const tokenRes = await request.post('/api/payment-methods', {
    headers,
    data: { method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Maya Perera', expiry: '12/39', cvc: '737' } },
  });
  expect(tokenRes.status(), await tokenRes.text()).toBe(201);
  const { token } = (await tokenRes.json()) as { token: string };
  const res = await request.post('/api/orders/checkout', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { userId: customer.userId, shippingAddress: '12 Gallery Lane, Toronto', paymentInfo: { method: 'card', token }, selectedPackageId: '6650a1b2c3d4e5f6a7b88fd7' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { orderNumber: string } }).order.orderNumber;
}

const statValue = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) }).locator('p').nth(1);

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 860 : 844 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** The landing page's package cards, once they have arrived. */
async function landingCards(page: Page) {
  await page.goto('/#about');
  const cards = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^(Choose Plan|Request a Quote)$/ }) });
  await expect(page.getByRole('article', { name: 'Starter' })).toBeVisible();
  return cards;
}

test('the dashboard shows live figures: one more order placed after a checkout, linked in recent activity', async ({ page, request }, testInfo) => {
  const token = await adminToken(request);
  const before = await ordersPlaced(request, token);
  const orderNumber = await placeOrder(request);

  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(statValue(page, 'Orders placed')).toHaveText(String(before + 1));
  const activity = page.getByRole('region', { name: 'Recent activity' });
  const link = activity.getByRole('link', { name: new RegExp(`Order ${orderNumber} placed by`) });
  await expect(link).toHaveAttribute('href', `/admin/orders?q=${orderNumber}`);
  // The charts (recharts, its own chunk) draw once loaded; they are aria-hidden, with their
  // figures as text, so recharts' keyboard layer is off (axe: aria-hidden-focus).
  await expect(page.getByRole('region', { name: 'Revenue, last 30 days' }).locator('svg.recharts-surface')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-dashboard', (n) => testInfo.outputPath(n));

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Consultations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upcoming', pressed: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-consultations', (n) => testInfo.outputPath(n));
});

test('an admin adds, edits and deactivates a package, and the landing cards follow', async ({ page, request }, testInfo) => {
  const name = `Mural ${Date.now().toString(36)}${testInfo.repeatEachIndex}`;
  await signInAsAdmin(page, request);
  await page.goto('/admin/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Packages Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Packages in display order, inactive ones included' });
  await expect(table.getByRole('row', { name: /Starter/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add: a bad consultations count is refused on screen first.
  await page.getByRole('button', { name: 'Add Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Package' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price (CAD)').fill('420');
  await dialog.getByLabel('Coverage (sq ft)').fill('150');
  await dialog.getByLabel('Consultations').fill('0');
  await dialog.getByLabel('Description').fill('One statement wall, painted by hand');
  await dialog.getByLabel('Features').fill('Up To 150 Sq Ft Coverage\nHand-Painted Finish');
  await dialog.getByRole('button', { name: 'Add Package' }).click();
  await expect(dialog.getByText('A package needs at least 1 consultation; leave it empty for unlimited.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Consultations').fill('2');
  await dialog.getByRole('button', { name: 'Add Package' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await screenshots(page, 'admin-packages', (n) => testInfo.outputPath(n));

  const cards = await landingCards(page);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('$420')).toBeVisible();
  await expect(card.getByText('Hand-Painted Finish')).toBeVisible();
  await expect(cards).toHaveCount(4);

  // Edit the price: the card follows.
  await page.goto('/admin/packages');
  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Price (CAD)').fill('450');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`${name} was updated.`)).toBeVisible();
  await landingCards(page);
  await expect(page.getByRole('article', { name }).getByText('$450')).toBeVisible();

  // Deactivate: it leaves the landing page and stays in the admin list as Inactive.
  await page.goto('/admin/packages');
  await table.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByText(`${name} is no longer offered.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) }).getByText('Inactive').filter({ visible: true })).toBeVisible();
  await expect(table.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();
  const after = await landingCards(page);
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await expect(after).toHaveCount(3);
});
