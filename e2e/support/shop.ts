import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerCustomer } from './session';

/** Shared by the cart, checkout and orders specs: a customer, their server cart, the payment dialog, axe. */

const portrait = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'portrait.png'));

export const LARGE_MODERN = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Modern' };
export const MEDIUM_NONE = { artStyle: 'Minimalist', texture: 'Smooth', canvasSize: 'Medium (36x48)', frameStyle: 'None' };

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Stores a picture through `POST /api/images` (as a guest without a token) and answers its id and preview. */
export async function storeArtwork(request: APIRequestContext, token?: string): Promise<{ id: string; previewUrl: string }> {
  const res = await request.post('/api/images', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    multipart: { kind: 'upload', image: { name: 'portrait.png', mimeType: 'image/png', buffer: portrait } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { image } = (await res.json()) as { image: { _id: string; previewUrl: string } };
  return { id: image._id, previewUrl: image.previewUrl };
}

export interface Customer {
  email: string;
  password: string;
  token: string;
  userId: string;
}

export async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const credentials = await registerCustomer(request);
  const res = await request.post('/api/auth/login', { data: credentials });
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  return { ...credentials, token, userId: user._id };
}

/** Puts the session where the app keeps it (as e2e/support/session.ts does), for this page only. */
export async function openSignedIn(page: Page, customer: Customer) {
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
export async function seedServerCart(request: APIRequestContext, customer: Customer) {
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

export async function serverCart(request: APIRequestContext, customer: Customer) {
  const res = await request.get(`/api/cart/${customer.userId}`, { headers: { Authorization: `Bearer ${customer.token}` } });
  return (await res.json()) as { version: number; items: { quantity: number; options: { canvasSize: string } }[] };
}

export const cartLines = (page: Page) => page.getByTestId('cart-line');

/** Fills the payment dialog with a Visa number (the registered address is prefilled) and places the order. */
export async function payWithCard(page: Page, number: string) {
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
