import type { Browser, CDPSession, Page, Route } from '@playwright/test';
import { E2E_ADMIN, registerCustomer } from './support/session';
import { expect, test } from './support/fixtures';

/**
 * Issue 35, decision 073: no tap is lost while a built page starts. A phone-sized touch browser with
 * the CPU slowed four times (Lighthouse's mobile profile), and the app's scripts held back as a slow
 * link holds them: the page has painted from its markup, nothing of the app has run. What is pressed
 * then must be acted on once the scripts arrive, exactly once, and show at once that it was pressed.
 */

interface SlowPhone {
  page: Page;
  /** Lets the app's scripts through: the app starts and takes the page over. */
  release: () => Promise<void>;
  /** Waits until the app has taken the page over (the built frame is gone). */
  started: () => Promise<void>;
  errors: string[];
}

async function slowPhone(browser: Browser, baseURL: string | undefined, storage: Record<string, string> = {}): Promise<SlowPhone & { close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  if (Object.keys(storage).length > 0) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let holding = true;
  const held: Route[] = [];
  await page.route(/\/assets\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    page,
    errors,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    started: () => page.locator('[data-prerendered]').waitFor({ state: 'detached', timeout: 30_000 }),
    close: () => context.close(),
  };
}

/** Opens a built page as it paints from its markup, before any of the app's code has run. */
async function openBuilt(phone: SlowPhone, path: string) {
  await phone.page.goto(path, { waitUntil: 'commit' });
  await expect(phone.page.locator('[data-prerendered]')).toBeAttached();
  await expect(phone.page.locator('h1')).toBeVisible();
}

const pressedAndWaiting = async (page: Page, name: string | RegExp, role: 'button' | 'tab' = 'button') => {
  const control = page.getByRole(role, { name, exact: typeof name === 'string' });
  await expect(control).toHaveAttribute('data-early-input', 'pending');
  await expect(control).toHaveAttribute('aria-busy', 'true');
};

test.describe('a built page before the app has started', () => {
  let phone: SlowPhone & { close: () => Promise<void> };
  test.beforeEach(async ({ browser, baseURL }) => {
    phone = await slowPhone(browser, baseURL);
  });
  test.afterEach(async () => {
    await phone.close();
    expect(phone.errors, 'the page logged errors').toEqual([]);
  });

  test('/sign-in: typed and tapped twice in the window, the form is sent once with what was typed and the customer is signed in', async ({ request }) => {
    const credentials = await registerCustomer(request);
    const { page } = phone;
    const logins: string[] = [];
    page.on('request', (req) => void (req.url().endsWith('/api/auth/login') && logins.push(req.postData() ?? '')));
    await openBuilt(phone, '/sign-in');
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(credentials.email);
    await form.getByLabel('Password', { exact: true }).fill(credentials.password);
    const signIn = form.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.tap();
    await signIn.tap();
    await pressedAndWaiting(page, 'Sign In');
    expect(new URL(page.url()).search, 'no native form submission (a GET with the password in the address)').toBe('');
    expect(logins).toEqual([]);

    await phone.release();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0]!)).toMatchObject({ email: credentials.email, password: credentials.password });
  });

  test('/image-upload: Continue With Selected tapped twice says once that a face must be chosen', async () => {
    const { page } = phone;
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await openBuilt(phone, '/image-upload');
    const next = page.getByRole('button', { name: /Continue With Selected/ });
    await next.tap();
    await next.tap();
    await pressedAndWaiting(page, /Continue With Selected/);
    expect(alerts).toEqual([]);

    await phone.release();
    await expect.poll(() => alerts, { timeout: 30_000 }).toEqual(['Please select a face first.']);
    await expect(next).not.toHaveAttribute('aria-busy');
    await page.waitForTimeout(500); // a second alert would have come by now
    expect(alerts).toEqual(['Please select a face first.']);
  });

  // In English, and in German, where the page first loads its catalog before it starts.
  for (const { path, tapped, other } of [
    { path: '/ai-wall-generator', tapped: 'Create Wall Art', other: 'Generate Face' },
    { path: '/de/ai-wall-generator', tapped: 'Wandkunst gestalten', other: 'Gesicht erstellen' },
  ]) {
    test(`${path}: the ${tapped} tab tapped in the window is the tab shown once the app runs`, async () => {
      const { page } = phone;
      await openBuilt(phone, path);
      const tab = page.getByRole('tab', { name: tapped });
      await expect(tab).toHaveAttribute('aria-selected', 'false');
      await tab.tap();
      await pressedAndWaiting(page, tapped, 'tab');

      await phone.release();
      await phone.started();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: other })).toHaveAttribute('aria-selected', 'false');
    });
  }

  test('/wallArt: Visualize on Wall with no artwork asks for one, once', async () => {
    const { page } = phone;
    await openBuilt(phone, '/wallArt');
    const visualize = page.getByRole('button', { name: 'Visualize on Wall' });
    await visualize.tap();
    await visualize.tap();
    await pressedAndWaiting(page, 'Visualize on Wall');

    await phone.release();
    await expect(page.getByText('Please upload or select an image first')).toHaveCount(1, { timeout: 30_000 });
    await page.waitForTimeout(500);
    await expect(page.getByText('Please upload or select an image first')).toHaveCount(1);
  });

  test('/payment: a guest’s typed details and Complete Payment in the window go to sign-in with the details kept, never the card', async () => {
    const { page } = phone;
    await openBuilt(phone, '/payment');
    const field = (label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label}`));
    await field('First Name').fill('Ravi');
    await field('Last Name').fill('Fernando');
    await field('Email Address').fill('ravi@example.com');
    await field('Phone Number').fill('+94 11 234 5678');
    await field('Project Address').fill('5 Lotus Road, Colombo');
    await page.locator('label').filter({ has: page.getByRole('radio', { name: 'Visa' }) }).tap();
    await field('Card Number').fill('4242 4242 4242 4242');
    await field('Expiry Date').fill('12/30');
    await field('CVC').fill('123');
    await page.getByRole('button', { name: 'Complete Payment' }).tap();
    await pressedAndWaiting(page, 'Complete Payment');

    await phone.release();
    await expect(page).toHaveURL(/\/sign-in\?redirect=payment$/, { timeout: 30_000 });
    const kept = await page.evaluate(() => window.sessionStorage.getItem('wallart:payment-draft') ?? '');
    expect(kept).toContain('5 Lotus Road, Colombo');
    expect(kept).not.toContain('4242');
  });

  test('/: the header’s menu tapped in the window is open once the app runs (a page the app rebuilds rather than hydrates)', async () => {
    const { page } = phone;
    await openBuilt(phone, '/');
    const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await menu.tap();
    await expect(menu).toHaveAttribute('data-early-input', 'pending');
    await phone.release();
    await phone.started();
    await expect(page.getByRole('banner').getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  });

  // Issue 35's known gap on /: not fixed yet, and not seen to pass or fail for that reason (decision
  // 074: the one run on a machine at load 22 timed out waiting for the app to start at all).
  test('/: the hero’s Sound button tapped in the window is on once the app runs', async () => {
    const { page } = phone;
    await openBuilt(phone, '/');
    const sound = page.getByRole('button', { name: 'Sound' });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.tap();
    await expect(sound).toHaveAttribute('data-early-input', 'pending');
    await phone.release();
    await phone.started();
    await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Sound' })).not.toHaveAttribute('data-early-input');
  });
});

test('an admin page: the menu tapped before the app has started opens once the app runs', async ({ browser, baseURL, request }) => {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token, user } = (await res.json()) as { token: string; user: Record<string, unknown> };
  const phone = await slowPhone(browser, baseURL, {
    token,
    'persist:root': JSON.stringify({ user: JSON.stringify({ currentUser: { ...user, token }, loading: false, error: null }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
  });
  try {
    await openBuilt(phone, '/admin/users');
    const menu = phone.page.getByRole('button', { name: 'Open menu' });
    await menu.tap();
    await expect(menu).toHaveAttribute('data-early-input', 'pending');
    await phone.release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await expect(phone.page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  } finally {
    await phone.close();
  }
  expect(phone.errors, 'the page logged errors').toEqual([]);
});
