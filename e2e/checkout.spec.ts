import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerCustomer, submitSignInForm } from './support/session';
import {
  cartLines as lines,
  expectNoSeriousA11yViolations,
  LARGE_MODERN,
  MEDIUM_NONE,
  newCustomer,
  openSignedIn,
  payWithCard,
  seedServerCart,
  serverCart,
  storeArtwork,
} from './support/shop';

// Issue 13, web side: the cart (guest and signed-in), the sign-in detour of checkout, the package
// and payment dialogs, a paid and a declined order, two tabs on one cart, one request per change.

const line = (page: Page, size: string) => lines(page).filter({ hasText: size });

test.describe('cart and checkout', () => {
  test('a guest fills a cart, signs in at checkout, comes back to it and pays with 4242 4242 4242 4242', async ({ page, request }) => {
    test.setTimeout(60_000);
    const customer = await registerCustomer(request);
    const art = await storeArtwork(request);
    // The guest's cart as the studio's Add to Cart leaves it in the persisted store (docs/product/site.md#persisted-state).
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
