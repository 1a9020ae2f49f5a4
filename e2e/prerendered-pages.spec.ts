import type { Page } from '@playwright/test';
import { prerenderedPages } from '../apps/web/src/config/prerendered-pages';
import { cartLines, newCustomer, openSignedIn, seedServerCart } from './support/shop';
import { expect, siteHeader, test } from './support/fixtures';
import { registerCustomer, signInAsAdmin, submitSignInForm } from './support/session';

/**
 * Issue 21, decisions 046 and 057: each public page arrives with its first view in the HTML and the
 * app hydrates it after the first paint. These check what the visitor gets from the server, that the
 * page still works once the app has taken over (the fixture's goto waits for that), and that a
 * signed-in visitor never sees the guest's header on the way.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NOINDEX = '<meta name="robots" content="noindex" />';

test('every prerendered page is served with its first view and its title, noindex only on the private ones; other paths say noindex', async ({ request }) => {
  for (const page of prerenderedPages) {
    const res = await request.get(page.path);
    expect(res.status(), page.path).toBe(200);
    const html = await res.text();
    expect(html, page.path).toContain('data-prerendered');
    expect(html, page.path).toMatch(/<h1[\s>]/);
    expect(html, page.path).toContain(`<title>${escapeHtml(page.title)}</title>`);
    expect(html, page.path).toContain(`<meta property="og:title" content="${escapeHtml(page.title)}" />`);
    if (page.indexable) expect(html, page.path).not.toContain('noindex');
    else expect(html, page.path).toContain(NOINDEX);
  }
  expect(prerenderedPages.filter((page) => !page.indexable).map((page) => page.path)).toEqual([
    '/admin',
    '/admin/users',
    '/admin/orders',
    '/admin/packages',
    '/admin/consultations',
  ]);
  for (const path of ['/dashboard', '/forgot-password', '/payment-process', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(NOINDEX);
    expect(html, path).not.toContain('data-prerendered');
  }
});

/** The page's heading and text (on an admin page its title and description: the rest is a loading state the data replaces). */
async function expectBuiltNodesKept(page: Page, paths: readonly string[], selector = '#root h1, #main-content p') {
  const problems: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  page.on('pageerror', (error) => void problems.push(error.message));
  await page.addInitScript((nodes) => {
    document.addEventListener('DOMContentLoaded', () => {
      const seen = window as unknown as { builtNodes: Element[] };
      seen.builtNodes = [...document.querySelectorAll(nodes)];
    });
  }, selector);
  for (const path of paths) {
    await page.goto(path); // waits until the app has taken over (support/fixtures.ts)
    const kept = await page.evaluate(() => {
      const built = (window as unknown as { builtNodes: Element[] }).builtNodes;
      return { built: built.length, stillOnScreen: built.filter((node) => node.isConnected).length };
    });
    expect(kept.built, path).toBeGreaterThan(0);
    expect(kept.stillOnScreen, path).toBe(kept.built);
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
  expect(problems).toEqual([]);
}

// `/` is rebuilt on purpose (app/mount.tsx: its largest paint is the poster, which a rebuild does not repaint).
const publicPaths = prerenderedPages.filter((built) => built.indexable && built.path !== '/').map((built) => built.path);
const adminPaths = prerenderedPages.filter((built) => !built.indexable).map((built) => built.path);

test('the app takes over each built page without rebuilding it: the heading and content on screen stay the same nodes', async ({ page }) => {
  // Decision 057: React hydrates the built markup. Rebuilding it instead repaints the page once the
  // app has started, which is when the browser then counts the largest paint (LCP).
  await expectBuiltNodesKept(page, publicPaths);
});

test('a signed-in visitor’s built pages are hydrated too: a customer’s public pages, an admin’s admin area (decision 060)', async ({ page, request, browser }) => {
  await signInAsAdmin(page, request);
  await expectBuiltNodesKept(page, adminPaths, '#root h1, #root h1 + div');

  const customer = await newCustomer(request);
  const shopper = await browser.newPage();
  await openSignedIn(shopper, customer);
  // Their headings: what differs by visitor (the cart's guest note, say) is rendered anew, as it should be.
  await expectBuiltNodesKept(shopper, publicPaths, '#root h1');
  await shopper.close();
});

test('an admin page works once hydrated: the users search lists the match and keeps it in the URL', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill('admin@wallart.test');
  await page.getByLabel('Search users').press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\?q=admin%40wallart\.test/);
  await expect(page.getByRole('row').filter({ hasText: 'admin@wallart.test' })).toHaveCount(1);
});

test('a guest opening a built admin page is sent home; the admin frame is hidden as soon as the entry has found a guest', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { adminFrame: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const frame = () => {
      const sidebar = document.querySelector('#admin-sidebar');
      if (sidebar?.checkVisibility({ visibilityProperty: true }) && document.documentElement.hasAttribute('data-session')) seen.adminFrame = true;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { __seen: { adminFrame: boolean } }).__seen.adminFrame)).toBe(false);
});

test.describe('after the app has mounted over the built page', () => {
  test('/sign-in: the form signs in', async ({ page, request }) => {
    const credentials = await registerCustomer(request);
    await page.goto('/sign-in');
    await submitSignInForm(page, credentials);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });

  test('/payment for a signed-in customer: the contact fields hold the account once hydrated', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await openSignedIn(page, customer);
    await page.goto('/payment');
    await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);
  });

  test('/sign-up and /payment: sending an empty form marks its fields', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

    await page.goto('/payment');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('/wallArt: Choose artwork opens its dialog; /ai-wall-generator: the wall tab opens', async ({ page }) => {
    await page.goto('/wallArt');
    await page.getByRole('button', { name: 'Choose artwork' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your artwork' })).toBeVisible();

    await page.goto('/ai-wall-generator');
    await page.getByRole('tab', { name: /Create Wall Art/ }).click();
    await expect(page.getByRole('button', { name: 'Choose artwork' })).toBeVisible();
  });

  test('a signed-in customer sees the cart count in the header and the lines on /cart', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await seedServerCart(request, customer);
    await openSignedIn(page, customer);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(2);
    await page.goto('/wallArt');
    await expect(siteHeader(page).getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  });
});

/**
 * Before any of the page's own scripts: looks at every frame for a visible Explore link (the guest's
 * variant) in the header. Frames only: the browser paints none before the stylesheet is in (it is
 * render-blocking), so a check as the parser inserts nodes would see unstyled markup nobody sees.
 */
async function watchGuestHeader(page: Page) {
  await page.addInitScript(() => {
    const seen = { guestHeader: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const check = () => {
      for (const link of document.querySelectorAll('header[data-site-header] a[href="/sign-in"]')) {
        if (link.checkVisibility({ visibilityProperty: true })) seen.guestHeader = true;
      }
    };
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const sawGuestHeader = (page: Page) => page.evaluate(() => (window as unknown as { __seen: { guestHeader: boolean } }).__seen.guestHeader);

test('a signed-in visitor never sees the guest header on a prerendered page, from the first frame on', async ({ page, request, browser }) => {
  const customer = await newCustomer(request);
  await openSignedIn(page, customer);
  await watchGuestHeader(page);
  for (const path of ['/', '/wallArt', '/ai-wall-generator']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    expect(await sawGuestHeader(page), path).toBe(false);
  }

  // The watch does see the guest's header where it belongs.
  const guest = await browser.newPage();
  await watchGuestHeader(guest);
  await guest.goto('/wallArt');
  await expect(siteHeader(guest).getByRole('link', { name: 'Explore' })).toBeVisible();
  expect(await sawGuestHeader(guest)).toBe(true);
  await guest.close();
});
