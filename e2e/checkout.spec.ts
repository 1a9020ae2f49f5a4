import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerCustomer, submitSignInForm } from './support/session';

// Issue 13, web side: the cart (guest and signed-in), the sign-in detour of checkout, the package
// and payment dialogs, a paid and a declined order, two tabs on one cart, one request per change.

const portrait = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'portrait.png'));

const LARGE_MODERN = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Modern' };
const MEDIUM_NONE = { artStyle: 'Minimalist', texture: 'Smooth', canvasSize: 'Medium (36x48)', frameStyle: 'None' };

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Stores a picture through `POST /api/images` (as a guest without a token) and answers its id and preview. */
async function storeArtwork(request: APIRequestContext, token?: string): Promise<{ id: string; previewUrl: string }> {
  const res = await request.post('/api/images', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    multipart: { kind: 'upload', image: { name: 'portrait.png', mimeType: 'image/png', buffer: portrait } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { image } = (await res.json()) as { image: { _id: string; previewUrl: string } };
  return { id: image._id, previewUrl: image.previewUrl };
}

interface Customer {
  email: string;
  password: string;
  token: string;
  userId: string;
}

async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const credentials = await registerCustomer(request);
  const res = await request.post('/api/auth/login', { data: credentials });
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  return { ...credentials, token, userId: user._id };
}

/** Puts the session where the app keeps it (as e2e/support/session.ts does), for this page only. */
async function openSignedIn(page: Page, customer: Customer) {
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${customer.token}` } });
  const { data } = (await me.json()) as { data: Record<string, unknown> };
  await page.addInitScript(
    ({ token, user }) => {
      if (window.localStorage.getItem('token')) return;
      window.localStorage.setItem(
        'persist:root',
        JSON.stringify({ user: JSON.stringify({ currentUser: { ...user, token }, loading: false, error: null }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
      );
      window.localStorage.setItem('token', token);
    },
    { token: customer.token, user: data },
  );
}

/** The account's cart written through the API: two lines, 108 sq ft (4 x 24 + 12), so Professional fits. */
async function seedServerCart(request: APIRequestContext, customer: Customer) {
  const art = await storeArtwork(request, customer.token);
  const res = await request.put(`/api/cart/${customer.userId}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      version: 0,
      items: [
        { artworkId: art.id, options: LARGE_MODERN, quantity: 4 },
        { artworkId: art.id, options: MEDIUM_NONE, quantity: 1 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function serverCart(request: APIRequestContext, customer: Customer) {
  const res = await request.get(`/api/cart/${customer.userId}`, { headers: { Authorization: `Bearer ${customer.token}` } });
  return (await res.json()) as { version: number; items: { quantity: number; options: { canvasSize: string } }[] };
}

const lines = (page: Page) => page.getByTestId('cart-line');
const line = (page: Page, size: string) => lines(page).filter({ hasText: size });

async function payWithCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Card number').fill(number);
  await expect(dialog.getByTestId('card-brand')).toHaveText('Visa card');
  await dialog.getByLabel('Cardholder name').fill('Maya Perera');
  await dialog.getByLabel('Expiry date').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await expect(dialog.getByLabel('Delivery address')).toHaveValue('12 Gallery Lane');
  await dialog.getByRole('button', { name: /Place order/ }).click();
  return dialog;
}

test.describe('cart and checkout', () => {
  test('a guest fills a cart, signs in at checkout, comes back to it and pays with 4242 4242 4242 4242', async ({ page, request }) => {
    test.setTimeout(60_000);
    const customer = await registerCustomer(request);
    const art = await storeArtwork(request);
    // The guest's cart as the studio's Add to Cart leaves it in the persisted store (SPEC §3).
    const guestCart = {
      items: [
        { id: 'wallart-1', name: 'Custom Wall Art', image: art.previewUrl, price: '84.99', description: 'Custom AI-generated wall art', generatedImageId: art.id, artworkId: art.id, quantity: 4, options: LARGE_MODERN },
        { id: 'wallart-2', name: 'Custom Wall Art', image: art.previewUrl, price: '59.99', description: 'Custom AI-generated wall art', generatedImageId: art.id, artworkId: art.id, quantity: 1, options: MEDIUM_NONE },
      ],
      loading: false,
      error: null,
      selectedPackage: null,
      lastSynced: null,
      ownerId: null,
      version: null,
    };
    await page.addInitScript((cart) => {
      if (window.sessionStorage.getItem('seeded')) return;
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('persist:root', JSON.stringify({ cart: JSON.stringify(cart), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    }, guestCart);

    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(2);
    await expect(line(page, 'Large (48x72)').getByRole('group', { name: /Quantity/ })).toContainText('4');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$399.95');
    const cartNav = page.getByRole('navigation', { name: 'Cart' });
    await expect(cartNav.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(cartNav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(cartNav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A guest's quantity change stays on the device; never below 1.
    const medium = line(page, 'Medium (36x48)');
    await expect(medium.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await medium.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(medium.getByRole('group', { name: /Quantity/ })).toContainText('2');
    await medium.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$399.95');

    // Checkout needs a sign-in, and comes back to the cart with its lines.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=cart$/);
    await submitSignInForm(page, customer);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$399.95');

    // The package is chosen by the square feet: 4 x (4 ft x 6 ft) + 3 ft x 4 ft = 108 sq ft.
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await proceed.click();
    const packages = page.getByRole('dialog', { name: 'Choose your installation package' });
    await expect(packages).toContainText('108 sq ft');
    await expect(packages).toContainText('CAD 18 per sq ft');
    await expect(packages.getByRole('radio', { name: /Professional/ })).toBeChecked();
    await expect(packages.getByTestId('checkout-total')).toContainText('$1,128.81');
    await expectNoSeriousA11yViolations(page);
    // Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(packages).toBeHidden();
    await expect(proceed).toBeFocused();

    await proceed.click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const payment = await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(payment).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test.describe('a declined card', () => {
    test.use({ expectedFailedRequests: [402] });

    test('4000 0000 0000 0002 is declined with the bank message and the cart stays as it was', async ({ page, request }) => {
      const customer = await newCustomer(request);
      await seedServerCart(request, customer);
      await openSignedIn(page, customer);
      await page.goto('/cart');
      await expect(lines(page)).toHaveCount(2);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const payment = await payWithCard(page, '4000 0000 0000 0002');
      await expect(payment.getByRole('alert')).toContainText('Payment was declined by your bank. Please try again or use a different card.');
      await expect(payment.getByRole('button', { name: /Place order/ })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(lines(page)).toHaveCount(2);
      expect((await serverCart(request, customer)).items.map((i) => i.quantity)).toEqual([4, 1]);
    });
  });

  test.describe('two tabs', () => {
    // The stale tab's first write is refused (409) before it re-applies its change.
    test.use({ expectedFailedRequests: [409] });

    test('editing one cart in two tabs loses no change', async ({ page, context, request }) => {
      const customer = await newCustomer(request);
      await seedServerCart(request, customer);
      await openSignedIn(page, customer);
      const other = await context.newPage();
      const cartRead = (tab: Page) => tab.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith(`/api/cart/${customer.userId}`));
      const pageRead = cartRead(page);
      await page.goto('/cart');
      await pageRead;
      const otherRead = cartRead(other);
      await other.goto('/cart');
      await otherRead;
      await expect(lines(page)).toHaveCount(2);
      await expect(lines(other)).toHaveCount(2);
      await expect(other.getByText('All changes saved.')).toBeVisible();

      await line(page, 'Large (48x72)').getByRole('button', { name: 'Increase quantity' }).click();
      await expect(page.getByText('All changes saved.')).toBeVisible();
      await expect.poll(async () => (await serverCart(request, customer)).items.map((i) => i.quantity)).toEqual([5, 1]);

      // The other tab has not seen that change (it still shows 4); its remove is applied to the new cart.
      await expect(line(other, 'Large (48x72)').getByRole('group', { name: /Quantity/ })).toContainText('4');
      await line(other, 'Medium (36x48)').getByRole('button', { name: /Remove/ }).click();
      await expect(lines(other)).toHaveCount(1);
      await expect(line(other, 'Large (48x72)').getByRole('group', { name: /Quantity/ })).toContainText('5');
      await expect(other.getByText('All changes saved.')).toBeVisible();
      const cart = await serverCart(request, customer);
      expect(cart.items.map((i) => [i.options.canvasSize, i.quantity])).toEqual([['Large (48x72)', 5]]);
      await other.close();
    });
  });

  test('one cart change is one API request', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await seedServerCart(request, customer);
    await openSignedIn(page, customer);
    const cartPath = `/api/cart/${customer.userId}`;
    const log: string[] = [];
    page.on('request', (r) => log.push(`request ${r.method()} ${new URL(r.url()).pathname}`));
    page.on('response', (r) => log.push(`response ${r.request().method()} ${new URL(r.url()).pathname}`));
    await page.goto('/cart');
    // A page load reads the cart once, after the session check (GET /api/auth/me) signs the user in.
    await expect
      .poll(() => {
        const me = log.indexOf('response GET /api/auth/me');
        return me >= 0 && log.slice(me).includes(`response GET ${cartPath}`);
      })
      .toBe(true);
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByText('All changes saved.')).toBeVisible();

    const from = log.length;
    await line(page, 'Medium (36x48)').getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('Cart updated')).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    expect((await serverCart(request, customer)).items.map((i) => i.quantity)).toEqual([4, 2]);
    expect(log.slice(from).filter((entry) => entry.startsWith('request ') && entry.includes(' /api/'))).toEqual([`request PUT ${cartPath}`]);
  });
});
