import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '../tools/testing/pdf-text';
import { test, expect } from './support/fixtures';
import { waitForMail } from './support/outbox';
import { cartLines, expectNoSeriousA11yViolations, newCustomer, openSignedIn, payWithCard, seedServerCart, type Customer } from './support/shop';

// Issue 13, web side of Orders: Order History under the cart (filter, cards, empty states), the
// order details dialog (tracker, details, payment), the invoice PDF and Need Help.

interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totals: { totalCents: number };
}

async function ordersOf(page: Page, customer: Customer): Promise<PlacedOrder[]> {
  const res = await page.request.get(`/api/orders/user/${customer.userId}`, { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as PlacedOrder[];
}

const orderHistory = (page: Page) => page.getByRole('region', { name: 'Order History' });

test('a guest on /cart is asked to sign in to see their orders', async ({ page }) => {
  await page.goto('/cart');
  const history = orderHistory(page);
  await expect(history.getByText('Sign in to see the orders you have placed')).toBeVisible();
  await expect(history.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?redirect=cart');
});

test('a paid order shows in Order History at once; filter, details, invoice PDF and Need Help', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request);
  await seedServerCart(request, customer);
  await openSignedIn(page, customer);
  await page.goto('/cart');
  const history = orderHistory(page);
  await expect(history.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(history.getByRole('link', { name: 'Start Shopping' })).toBeVisible();

  // Pay for the cart: the new order appears under it without a reload.
  await expect(cartLines(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  const cards = history.getByTestId('order-card');
  await expect(cards).toHaveCount(1);
  const [order] = await ordersOf(page, customer);
  // One identifier everywhere: the order number (issue 20).
  const displayId = order!.orderNumber;
  const card = cards.first();
  await expect(card.getByRole('heading', { name: `Order ${displayId}` })).toBeVisible();
  await expect(card).toContainText('Pending');
  await expect(card.getByTestId('order-total')).toHaveText('Total $1,128.81');
  await expect(card.locator('time')).toHaveText(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date()));
  await expectNoSeriousA11yViolations(page);

  // The filter is a row of tabs: arrow keys move between them.
  const allTab = history.getByRole('tab', { name: /All Orders/ });
  await expect(allTab).toHaveAttribute('aria-selected', 'true');
  await allTab.focus();
  await page.keyboard.press('ArrowRight');
  const pendingTab = history.getByRole('tab', { name: /Pending/ });
  await expect(pendingTab).toBeFocused();
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(1);
  await history.getByRole('tab', { name: /Completed/ }).click();
  await expect(cards).toHaveCount(0);
  await expect(history.getByRole('heading', { name: 'No completed orders' })).toBeVisible();
  await expect(history.getByRole('link', { name: 'Start Shopping' })).toBeVisible();
  await history.getByRole('button', { name: 'Show All Orders' }).click();
  await expect(allTab).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(1);

  // The details dialog.
  const viewDetails = card.getByRole('button', { name: 'View Details' });
  await viewDetails.click();
  const dialog = page.getByRole('dialog', { name: `Order ${displayId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(order!.orderNumber);
  const steps = dialog.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps).toHaveText(['Pending, current step', 'Scheduled, not yet', 'In Production, not yet', 'Completed, not yet'].map((t) => new RegExp(t)));
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  // The current step pulses, and holds still for someone who asked for reduced motion.
  const animations = () => steps.first().evaluate((step) => step.getAnimations({ subtree: true }).length);
  expect(await animations()).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(animations).toBe(0);
  await page.emulateMedia({ reducedMotion: null });
  await expect(dialog.getByTestId('order-line')).toHaveCount(2);
  await expect(dialog.getByRole('img', { name: /Design preview of/ }).first()).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Product details' })).toContainText('Large (48x72)');
  await expect(dialog.getByRole('region', { name: 'Product details' })).toContainText('Professional');
  const shipping = dialog.getByRole('region', { name: 'Shipping and delivery' });
  await expect(shipping).toContainText('Standard Delivery');
  await expect(shipping.getByTestId('estimated-delivery')).toHaveText('10-14 business days');
  const payment = dialog.getByTestId('order-payment');
  await expect(payment).toContainText('Tax (13%)');
  await expect(payment.getByRole('definition').filter({ hasText: '$0.00' })).toHaveCount(1);
  await expect(dialog.getByTestId('order-details-total')).toHaveText('$1,128.81 CAD');
  await expect(dialog.getByTestId('order-paid-with')).toHaveText('Paid with Visa ending in 4242');
  await expectNoSeriousA11yViolations(page);

  // Download Invoice saves the server's PDF, with the order id and the total in it.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${order!.orderNumber}.pdf`);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(order!._id);
  expect(text).toContain('CAD 1,128.81');
  await expect(dialog.getByRole('status').filter({ hasText: `Invoice saved as invoice-${order!.orderNumber}.pdf.` })).toBeAttached();

  // Need Help: the contact form, prefilled with the customer and the order, sends it to the studio.
  await dialog.getByRole('button', { name: 'Need Help' }).click();
  const help = page.getByRole('dialog', { name: `Need help with order ${displayId}` });
  const form = help.getByRole('form', { name: 'Contact the studio' });
  await expect(form.getByLabel('Name')).toHaveValue('Maya Perera');
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  await expect(form.getByLabel('Message')).toBeFocused();
  await expect(form.getByLabel('Message')).toHaveValue(new RegExp(`Order id: ${order!._id}`));
  await form.getByLabel('Message').pressSequentially('The frame arrived scratched.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(help.getByText('Message sent')).toBeVisible();
  const mail = await waitForMail((m) => m.includes(`Reply-To: ${customer.email}`) && m.includes('The frame arrived scratched.'));
  expect(mail).toContain(`Order id: ${order!._id}`);

  // Back to the order, then Escape closes the dialog and focus returns to View Details.
  await help.getByRole('button', { name: 'Back to the order' }).click();
  await expect(dialog.getByRole('button', { name: 'Need Help' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewDetails).toBeFocused();
});
