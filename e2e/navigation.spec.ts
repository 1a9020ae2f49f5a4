import { test, expect, siteHeader } from './support/fixtures';
import { builtChunk } from './support/built-files';

// The app's own navigation (declarative router, decision 011): where a page starts, what Back
// does, what a page whose code cannot load shows, and which hero poster a screen gets.

test.describe('scroll position', () => {
  test('a new page starts at the top and Back returns to where the visitor was', async ({ page }) => {
    await page.goto('/');
    // An in-app link far down the page ('Try AR Now' opens the AR view as a document of its own: decision 076).
    const choosePlan = page.getByRole('link', { name: 'Choose Plan' }).first();
    // Scrolled by hand, as a visitor does: the sections render as they near the viewport.
    for (let i = 0; i < 40 && !(await choosePlan.isVisible()); i++) await page.mouse.wheel(0, 400);
    await choosePlan.scrollIntoViewIfNeeded();
    await expect(choosePlan).toBeInViewport();
    // Let the lazily rendered sections settle before taking the position: nothing is pending above
    // the viewport or within the 400 px at which a section starts loading (a section further down
    // keeps its placeholder, of a reserved height, until the visitor nears it), and the page's
    // height has stopped changing.
    await expect
      .poll(() =>
        page.evaluate(() => [...document.querySelectorAll('[data-lazy-pending]')].filter((el) => el.getBoundingClientRect().top < window.innerHeight + 400).length),
      )
      .toBe(0);
    let lastHeight = -1;
    await expect
      .poll(async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const settled = height === lastHeight;
        lastHeight = height;
        return settled;
      })
      .toBe(true);
    await expect(choosePlan).toBeInViewport();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);

    await choosePlan.click();
    await expect(page).toHaveURL(/\/payment/);
    // The new page starts at the top once it shows (its code may still be on the way as the URL changes).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 3);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 3);
    await expect(choosePlan).toBeInViewport();
  });

  test('a reload returns to where the visitor was; a fresh visit starts at the top', async ({ page }) => {
    await page.goto('/sign-up');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);

    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);

    await page.goto('/sign-up');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('a page whose code cannot load', () => {
  // The aborted request, and the error React reports for the screen it could not render.
  test.use({ expectedConsoleError: /net::ERR_FAILED|dynamically imported module/ });

  test('shows the error screen inside the site frame, and other pages still open', async ({ page }) => {
    await page.route(builtChunk('src/features/studio/wall-art-screen.tsx'), (route) => route.abort());
    await page.goto('/wallArt');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Page code could not load')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();

    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Art made for/ })).toBeVisible();
  });
});

test.describe('when neither a page nor the error page can load', () => {
  test.use({ expectedConsoleError: /net::ERR_FAILED|dynamically imported module/ });

  test('the plain notice with a reload button stands in', async ({ page }) => {
    await page.route(builtChunk('src/features/studio/wall-art-screen.tsx'), (route) => route.abort());
    await page.route(builtChunk('src/app/routes/route-error.tsx'), (route) => route.abort());
    await page.goto('/wallArt');
    await expect(page.getByRole('alert')).toContainText('WallArt Studio could not load. Check your connection and reload the page.');
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });
});

test.describe('when the app itself cannot load', () => {
  test.use({ expectedConsoleError: /net::ERR_FAILED/ });

  test('a page says so and how to recover', async ({ page }) => {
    await page.route(/\/assets\/mount-[\w-]+\.js$/, (route) => route.abort());
    // A page that is not prerendered (decision 046): its HTML holds only the loading mark.
    await page.goto('/forgot-password');
    await expect(page.getByText('WallArt Studio could not load. Check your connection and reload the page.')).toBeVisible();
  });

  test('the prerendered pages stay readable, with working links', async ({ page }) => {
    await page.route(/\/assets\/mount-[\w-]+\.js$/, (route) => route.abort());
    // The fixture's goto waits for the app to replace a prerendered page; here it never does.
    await page.goto('/forgot-password');
    await page.evaluate(() => window.location.assign('/'));
    await expect(page.getByRole('heading', { level: 1, name: /Art made for/ })).toBeVisible();
    await page.getByRole('link', { name: 'Try the AI Generator' }).click();
    await expect(page).toHaveURL(/\/ai-wall-generator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Wall Art' })).toBeVisible();
    await page.getByRole('link', { name: 'WallArt Studio, home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('on a browser without the largest-contentful-paint API the home page still starts, after its load event', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
  });
  await page.goto('/'); // the fixture waits until the app has replaced the prerendered page
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Art made for/ })).toBeVisible();
});

test.describe('hero poster', () => {
  for (const { name, viewport, file } of [
    { name: 'a phone gets the tall centre crop', viewport: { width: 360, height: 740 }, file: '/media/hero/hero-1-poster-portrait.webp' },
    { name: 'a wide screen gets the whole frame', viewport: { width: 1440, height: 900 }, file: '/media/hero/hero-1-poster.webp' },
  ]) {
    test(name, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const poster = page.locator('#home picture img');
      await expect.poll(() => poster.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname)).toBe(file);
      expect(await poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    });
  }
});
