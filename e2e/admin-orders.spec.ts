import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signInAsAdmin } from './support/session';
import { expectNoSeriousA11yViolations, LARGE_MODERN, newCustomer, openSignedIn, seedServerCart, serverCart, storeArtwork, type Customer } from './support/shop';

/**
 * The admin Orders screen (issue 19, decision 036) against the real server: an admin finds a
 * customer's order, moves it placed → scheduled → in production → completed while the customer's
 * tracker follows, and cancels another order, whose payment then shows refunded.
 */

interface PlacedOrder {
  _id: string;
  orderNumber: string;
  status: string;
  payment: { status: string };
}

/** A paid artwork order made through the API (the cart, a 4242 token, checkout). */
async function placeOrder(request: APIRequestContext, customer: Customer): Promise<PlacedOrder> {
  const auth = { Authorization: `Bearer ${customer.token}` };
  // seedServerCart writes at version 0: the customer's first cart only.
  const { version } = await serverCart(request, customer);
  if (version === 0) await seedServerCart(request, customer);
  else {
    const art = await storeArtwork(request, customer.token);
    const put = await request.put(`/api/cart/${customer.userId}`, { headers: auth, data: { version, items: [{ artworkId: art.id, options: LARGE_MODERN, quantity: 1 }] } });
    expect(put.status(), await put.text()).toBe(200);
  }
  const token = await request.post('/api/payment-methods', {
    headers: auth,
    data: { method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Maya Perera', expiry: '12/39', cvc: '737' } },
  });
  expect(token.status(), await token.text()).toBe(201);
  const placed = await request.post('/api/orders/checkout', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      userId: customer.userId,
      shippingAddress: '12 Lake Rd, Colombo',
      paymentInfo: { method: 'card', token: ((await token.json()) as { token: string }).token },
      selectedPackageId: ((await (await request.get('/api/packages')).json()) as { _id: string }[])[0]!._id,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: PlacedOrder }).order;
}

async function customerOrder(request: APIRequestContext, customer: Customer, id: string): Promise<PlacedOrder> {
  const res = await request.get(`/api/orders/${id}`, { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as PlacedOrder;
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders, newest first' });

test('an admin moves an order to completed while the tracker follows, and cancels another with a refund', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(request);
  const first = await placeOrder(request, customer);
  const second = await placeOrder(request, customer);

  await signInAsAdmin(page, request);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(ordersTable(page)).toBeVisible();

  // Search by the customer's email: the server's search, kept in the URL.
  await page.getByLabel('Search orders').fill(customer.email);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 860 : 844 });
      await page.screenshot({ path: testInfo.outputPath(`admin-orders-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  }

  // The customer's tracker, open in their own browser.
  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await openSignedIn(customerPage, customer);

  // Open the first order; only its allowed moves are offered.
  await ordersTable(page).getByRole('button', { name: `View order ${first.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${first.orderNumber}` });
  await expect(dialog.getByRole('button', { name: 'Schedule' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start production' })).toHaveCount(0);
  await expect(dialog.getByText('Captured')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 860 : 844 });
      await page.screenshot({ path: testInfo.outputPath(`admin-order-dialog-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  }

  const steps: [string, string, string][] = [
    ['Schedule', 'scheduled', 'Scheduled'],
    ['Start production', 'in-production', 'In Production'],
    ['Mark completed', 'completed', 'Completed'],
  ];
  for (const [button, status, label] of steps) {
    await dialog.getByRole('button', { name: button }).click();
    await expect(page.getByText(`${first.orderNumber} is now ${label}.`)).toBeVisible();
    await expect(dialog.getByRole('list').last().getByText('Admin', { exact: false }).first()).toBeVisible();
    expect((await customerOrder(request, customer, first._id)).status).toBe(status);
    // The customer's Order History shows the new status.
    await customerPage.goto('/cart');
    const card = customerPage.getByTestId('order-card').filter({ hasText: first.orderNumber });
    await expect(card).toContainText(label);
  }
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ordersTable(page).getByRole('row', { name: new RegExp(first.orderNumber) })).toContainText('Completed');

  // Cancel the second: the confirmation says the payment is refunded.
  await ordersTable(page).getByRole('button', { name: `View order ${second.orderNumber}` }).click();
  const other = page.getByRole('dialog', { name: `Order ${second.orderNumber}` });
  await other.getByRole('button', { name: 'Cancel order' }).click();
  await expect(other.getByText(/is refunded in full/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await other.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText(`${second.orderNumber} was cancelled and its payment refunded.`)).toBeVisible();
  await expect(other.getByText('Refunded', { exact: true })).toBeVisible();
  expect(await customerOrder(request, customer, second._id)).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
  await context.close();
});
