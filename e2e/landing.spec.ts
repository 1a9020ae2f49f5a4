import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, siteHeader, siteFooter } from './support/fixtures';

// The landing page of docs/product/landing.md#sections with the timings of docs/product/landing.md#sections (issue 4).

/**
 * A controlled clock: paused before the page loads, so time moves only with runFor
 * (Playwright's clock otherwise keeps flowing in real time).
 */
async function pauseClock(page: Page) {
  const start = new Date('2025-03-01T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Brings the testimonials into view under a paused clock. React reveals lazily loaded content on
 * its own timers, which under a paused clock run only when the test moves it: after a fallback
 * it throttles a reveal by 300 ms (reset by every later fallback), and React 19.2+ may hold a
 * revealing commit up to 800 ms for the section's images. Twice in CI the carousel never came
 * although its code had loaded, with the clock stepped 50 ms per poll (600 ms in all); not
 * reproduced here, even with the code and the avatars held back. The clock is now stepped 100 ms
 * every 100 ms of real time until the carousel is there (up to 10 s of page time). Its own timers
 * are set once it has mounted, while the clock stands still, so they start from the current
 * time whatever went before.
 */
async function showCarouselWithPausedClock(page: Page) {
  await page.locator('section[aria-label="Testimonials"]').scrollIntoViewIfNeeded();
  const carousel = page.getByTestId('testimonial-carousel');
  // Step the paused clock until the carousel has mounted (a state, polled; no fixed sleep).
  await expect
    .poll(
      async () => {
        if ((await carousel.count()) === 0) await page.clock.runFor(100);
        return carousel.count();
      },
      { intervals: [100] },
    )
    .toBe(1);
  await expect(carousel).toBeVisible();
  return carousel;
}

/** Jumps to a landing section the way a visitor does: through the header's navigation. */
async function goToSection(page: Page, name: string) {
  const nav = page.viewportSize()!.width >= 1024 ? siteHeader(page).getByRole('navigation', { name: 'Main' }).first() : null;
  if (nav) await nav.getByRole('link', { name, exact: true }).click();
  else await page.goto(`/#${name.toLowerCase()}`);
}

test.describe('hero', () => {
  test('types, holds, deletes and retypes the heading (70 / 1500 / 50 ms)', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    const typed = page.locator('[data-typed-text]');
    // The first phrase is whole at first, held for 1500 ms, then deleted one letter every 50 ms.
    await expect(typed).toHaveText('your home');
    await page.clock.runFor(1499);
    await expect(typed).toHaveAttribute('data-deleting', 'false');
    await page.clock.runFor(1);
    await expect(typed).toHaveAttribute('data-deleting', 'true');
    await page.clock.runFor(49);
    await expect(typed).toHaveText('your home');
    await page.clock.runFor(1);
    await expect(typed).toHaveText('your hom');
    for (const text of ['your ho', 'your h', 'your ', 'your', 'you', 'yo', 'y', '']) {
      await page.clock.runFor(50);
      await expect(typed).toHaveText(text);
    }
    // Then the second phrase, one letter every 70 ms.
    await page.clock.runFor(70);
    await page.clock.runFor(69);
    await expect(typed).toHaveText('');
    await page.clock.runFor(1);
    await expect(typed).toHaveText('y');
    for (let i = 2; i <= 'your business'.length; i++) {
      await page.clock.runFor(70);
      await expect(typed).toHaveText('your business'.slice(0, i));
    }
    // The heading's accessible name never flickers.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Art made for your home and your business');
  });

  test('honours prefers-reduced-motion: no typing, no videos, no sound toggle', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('/');
    await page.mouse.move(200, 200);
    await page.clock.runFor(10_000);
    await expect(page.locator('[data-typed-text]')).toHaveText('your home');
    await expect(page.locator('#home video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sound' })).toHaveCount(0);
  });

  test('the poster is the high-priority first image and the videos start muted with a sound toggle', async ({ page }) => {
    await page.goto('/');
    const poster = page.locator('#home img').first();
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('width', '1280');
    await page.mouse.move(300, 300); // the videos wait for the visitor's first sign of life
    const videos = page.locator('#home video');
    await expect(videos).toHaveCount(2);
    expect(await videos.evaluateAll((vs) => vs.map((v) => (v as HTMLVideoElement).muted))).toEqual([true, true]);
    const sound = page.getByRole('button', { name: 'Sound' });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => videos.evaluateAll((vs) => vs.filter((v) => !(v as HTMLVideoElement).muted).length)).toBe(1);
    // Out of view, the sound stops (docs/product/landing.md#home-hero: audio only while the hero is in view).
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => videos.evaluateAll((vs) => vs.filter((v) => !(v as HTMLVideoElement).muted).length)).toBe(0);
  });

  test("'View Our Work' scrolls the portfolio to just below the sticky header, even when the packages above arrive late", async ({ page }) => {
    // A slow price list: held until the portfolio has been scrolled to (the jump stops waiting for
    // it after 2 s), so its cards change the height of the page above the portfolio afterwards.
    let releasePackages!: () => void;
    const packagesHeld = new Promise<void>((resolve) => (releasePackages = resolve));
    await page.route('**/api/packages', async (route) => {
      await packagesHeld;
      await route.continue().catch(() => {}); // the page may be gone by then
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'View Our Work' }).click();
    const headerHeight = await siteHeader(page).evaluate((h) => h.getBoundingClientRect().height);
    const offset = async () => Math.abs((await page.locator('#portfolio').boundingBox())!.y - headerHeight);
    await expect.poll(offset, { timeout: 10_000 }).toBeLessThan(1);
    releasePackages();
    await expect(page.locator('[data-lazy-pending]')).toHaveCount(0);
    await expect.poll(offset, { timeout: 10_000 }).toBeLessThan(1);
    await expect(page.locator('#portfolio')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Walls we have transformed' })).toBeInViewport();
  });
});

test.describe('about and packages', () => {
  test("'Choose Plan' opens /payment with the plan as navigation state, named in the URL for a reload", async ({ page }) => {
    await page.goto('/');
    await goToSection(page, 'About');
    const professional = page.getByRole('article', { name: 'Professional' });
    await expect(professional.getByText('Most Popular')).toBeVisible();
    await expect(professional.getByText('$599')).toBeVisible();
    await professional.getByRole('link', { name: 'Choose Plan' }).click();
    // The plan as navigation state (docs/product/plans.md#packages), and its slug in the URL so a reload keeps it (issue 18).
    await expect(page).toHaveURL(/\/payment\?plan=professional$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Plan Checkout' })).toBeVisible();
    // React Router keeps navigation state in history.state.usr.
    const state = await page.evaluate(() => (window.history.state as { usr?: { plan?: Record<string, unknown> } }).usr);
    expect(state?.plan).toMatchObject({
      title: 'Professional Plan',
      price: '$599',
      period: 'per Project',
      description: 'Ideal For Multi-Room Homes And Small Offices',
      features: ['Up To 300 Sq Ft Coverage', '5 Design Consultations', 'Premium Color Options', '2-Year Warranty', 'Custom Design Support'],
    });
  });

  test('Enterprise asks for a quote through the contact form', async ({ page }) => {
    await page.goto('/');
    await goToSection(page, 'About');
    await page.getByRole('article', { name: 'Enterprise' }).getByRole('link', { name: 'Request a Quote' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('I would like a quote for the Enterprise package.');
    await expect(page.getByRole('form', { name: 'Contact the studio' })).toBeInViewport();
  });
});

test('the videos cross-fade during the last second of each loop', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(300, 300); // the videos wait for the visitor's first sign of life
  const videos = page.locator('#home video');
  await expect(videos).toHaveCount(2);
  await expect(videos.nth(0)).toHaveClass(/opacity-100/, { timeout: 10_000 });
  await expect(videos.nth(1)).toHaveClass(/opacity-0/);
  // Jump the first loop to 1.5 s before its end: within half a second the second one starts and
  // takes over, its 1 s opacity transition being the cross-fade.
  await videos.nth(0).evaluate((v) => {
    const video = v as HTMLVideoElement;
    video.currentTime = video.duration - 1.5;
  });
  await expect(videos.nth(1)).toHaveClass(/opacity-100/, { timeout: 5_000 });
  await expect(videos.nth(0)).toHaveClass(/opacity-0/);
  expect(await videos.nth(1).evaluate((v) => !(v as HTMLVideoElement).paused)).toBe(true);
  expect(await videos.nth(1).evaluate((v) => getComputedStyle(v).transitionDuration)).toBe('1s');
});

test.describe('testimonial carousel (docs/product/landing.md#testimonials)', () => {
  test('starts after 500 ms, fills 0.5 every 20 ms, advances every 4 s, pauses on hover and stops at the last', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    const carousel = await showCarouselWithPausedClock(page);
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.mouse.move(5, 5); // away from the cards, so hover does not pause it
    await page.clock.runFor(499);
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.clock.runFor(1);
    await expect(carousel).toHaveAttribute('data-running', 'true');
    await page.clock.runFor(20);
    await expect(carousel).toHaveAttribute('data-progress', '0.5');
    await page.clock.runFor(3960);
    await expect(carousel).toHaveAttribute('data-progress', '99.5');
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.runFor(20);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(carousel).toHaveAttribute('data-progress', '0');

    await carousel.hover();
    await page.clock.runFor(8000);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await page.mouse.move(5, 5);
    await page.clock.runFor(2 * 4000);
    await expect(carousel).toHaveAttribute('data-index', '3');
    await page.clock.runFor(4000);
    await expect(carousel).toHaveAttribute('data-finished', 'true');
    await page.clock.runFor(20_000);
    await expect(carousel).toHaveAttribute('data-index', '3');
    // The centre card is the only one read out.
    await expect(carousel.locator('figure[data-offset="0"]')).toContainText('Samuel Reyes');
    await expect(carousel.locator('figure[data-offset]')).toHaveCount(5);
  });

  test('Previous and Next wrap, dots jump, and navigation is locked for 500 ms', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    const carousel = await showCarouselWithPausedClock(page);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(carousel).toHaveAttribute('data-index', '3');
    await page.getByRole('button', { name: 'Next testimonial' }).click(); // inside the 500 ms lock: ignored
    await expect(carousel).toHaveAttribute('data-index', '3');
    await page.clock.runFor(500);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.runFor(500);
    await page.getByRole('button', { name: /^Testimonial 3:/ }).click();
    await expect(carousel).toHaveAttribute('data-index', '2');
    await expect(page.getByRole('button', { name: /^Testimonial 3:/ })).toHaveAttribute('aria-current', 'true');
  });
});

test('keyboard focus on the carousel controls pauses it, as hovering does', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  const carousel = await showCarouselWithPausedClock(page);
  await page.mouse.move(5, 5);
  await page.clock.runFor(500);
  await expect(carousel).toHaveAttribute('data-running', 'true');
  await page.getByRole('button', { name: 'Next testimonial' }).focus();
  await expect(carousel).toHaveAttribute('data-running', 'false');
  await page.getByRole('button', { name: /^Testimonial 2:/ }).focus(); // still inside
  await expect(carousel).toHaveAttribute('data-running', 'false');
  await page.getByRole('link', { name: 'View Our Work' }).focus();
  await expect(carousel).toHaveAttribute('data-running', 'true');
});

test.describe('portfolio', () => {
  test('filters the projects by category', async ({ page }) => {
    await page.goto('/');
    await goToSection(page, 'Portfolio');
    const projects = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(projects).toHaveCount(4);
    const expected: Record<string, string[]> = {
      Residential: ['Sunset Ridge Living Room'],
      Commercial: ['Café Botanica Feature Wall', 'Tidal Lines Studio Office'],
      'Public Spaces': ['Riverside Community Mural'],
    };
    for (const [category, titles] of Object.entries(expected)) {
      const button = page.getByRole('button', { name: category, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(projects.getByRole('heading')).toHaveText(titles);
      await expect(projects.getByText(category, { exact: true })).toHaveCount(titles.length);
    }
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(projects).toHaveCount(4);
    await expect(page.getByText('No projects found in this category.')).toHaveCount(0);
  });

  test("'Try AR Now' opens the AR view of the sample artwork for a visitor without one", async ({ page }) => {
    await page.goto('/');
    await goToSection(page, 'Portfolio');
    await page.getByRole('button', { name: 'Try AR Now' }).click();
    await expect(page).toHaveURL(/\/ar\?artwork=sample&size=36x48&frame=modern$/);
    await expect(page.getByRole('heading', { level: 1, name: 'See it on your wall' })).toBeVisible();
  });

  test("'Get Quote' estimates with the per-square-foot rules", async ({ page }) => {
    // The package cards are held back, so the jump to Portfolio is still waiting for the page to
    // settle while the visitor uses the estimator: when it finally lands it must not take focus
    // from them (issue 9 §3, the cause of this test's old flakiness).
    let releasePackages!: () => void;
    const packagesHeld = new Promise<void>((resolve) => (releasePackages = resolve));
    await page.route('**/api/packages', async (route) => {
      await packagesHeld;
      await route.continue().catch(() => {}); // the page may be gone by then
    });
    await page.goto('/');
    await goToSection(page, 'Portfolio');
    const getQuote = page.getByRole('button', { name: 'Get Quote' });
    await getQuote.click();
    const dialog = page.getByRole('dialog', { name: 'AI Quote Estimator' });
    const result = dialog.getByTestId('quote-result');
    // 12 x 9 ft, one wall: 108 sq ft at CAD 18 (docs/product/cart-and-orders.md#package-selection), Professional (up to 300 sq ft).
    await expect(result).toContainText('108 sq ft');
    await expect(result).toContainText('CAD 18 / sq ft');
    await expect(result).toContainText('Professional');
    await expect(result).toContainText('CAD 1,944.00');
    await dialog.getByLabel('Width (ft)').fill('5');
    await dialog.getByLabel('Height (ft)').fill('8');
    await expect(result).toContainText('40 sq ft');
    await expect(result).toContainText('CAD 840.00');
    await expect(result).toContainText('Starter');
    await dialog.getByLabel('Number of walls').fill('0');
    await expect(result).toContainText('Enter a width and height');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(getQuote).toBeFocused();
    // Now the cards arrive and the page settles: focus stays where the visitor left it.
    releasePackages();
    await expect(page.locator('[data-lazy-pending]')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(getQuote).toBeFocused();
  });
});

test.describe('services', () => {
  test('Read More opens the service details in a dialog', async ({ page }) => {
    await page.goto('/');
    await goToSection(page, 'Services');
    const readMore = page.getByRole('button', { name: 'Read More about Installation' });
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: 'Installation' });
    await expect(dialog).toContainText('Laser levelling');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the button that opened it, so a keyboard user carries on from there.
    await expect(readMore).toBeFocused();
    await readMore.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(readMore).toBeFocused();
  });

  test("the banner's Get Started scrolls to the generator section, home of the age-progression generator", async ({ page }) => {
    await page.goto('/');
    await goToSection(page, 'Services');
    await page.getByRole('link', { name: 'Get Started' }).click();
    const section = page.locator('#ai-wall-generator');
    const headerHeight = await siteHeader(page).evaluate((h) => h.getBoundingClientRect().height);
    await expect.poll(async () => Math.abs((await section.boundingBox())!.y - headerHeight), { timeout: 10_000 }).toBeLessThan(1);
    await expect(section).toBeFocused();
    await expect(section.getByRole('heading', { name: 'Sketch your wall in seconds' })).toBeInViewport();
    await expect(section.getByRole('link', { name: 'Age progression portraits' })).toHaveAttribute('href', '/ai-wall-generator');
  });
});

test.describe('section links from another page', () => {
  test("the header's section links lead back to / and scroll there (state.scrollToSection)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/wallArt');
    await siteHeader(page).getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/#services$/);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({ scrollToSection: 'services' });
    const headerHeight = await siteHeader(page).evaluate((h) => h.getBoundingClientRect().height);
    await expect
      .poll(async () => Math.abs((await page.locator('#services').boundingBox())!.y - headerHeight), { timeout: 10_000 })
      .toBeLessThan(1);
  });
});

test.describe('forms', () => {
  test('the contact form checks its fields in the browser first', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact the studio' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the newsletter form checks the address in the browser first', async ({ page }) => {
    await page.goto('/');
    const footer = siteFooter(page);
    await footer.scrollIntoViewIfNeeded();
    const email = footer.getByLabel('Email address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Email is required.');
    await email.fill('someone@');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Please enter a valid email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  test("the footer's Contact Us leads to the contact form", async ({ page }) => {
    await page.goto('/');
    const footer = siteFooter(page);
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('heading', { name: 'Let Us Transform Your Walls' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} WallArt Studio`)).toBeVisible();
    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('form', { name: 'Contact the studio' })).toBeInViewport();
  });
});

test('axe finds no serious or critical violation on the whole landing page', async ({ page }) => {
  await page.goto('/#contact'); // a jump to a section renders every section first
  await expect(page.getByRole('form', { name: 'Contact the studio' })).toBeVisible();
  await siteFooter(page).scrollIntoViewIfNeeded();
  await expect(siteFooter(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('sections that load while the visitor scrolls', () => {
  for (const width of [390, 768, 1280]) {
    test(`keep their place at ${width} px: each placeholder is about as tall as its section`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      // The header fits the screen: every control of it on screen (the menu button on a phone), nothing wider than the page.
      const offScreen = await page
        .getByRole('banner')
        .locator('a:visible, button:visible, select:visible')
        .evaluateAll((els, w) => els.filter((e) => e.getBoundingClientRect().left < 0 || e.getBoundingClientRect().right > w).map((e) => e.getAttribute('aria-label') ?? e.textContent), width);
      expect(offScreen).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const sections = page.locator('main section[aria-label]');
      const heights = () =>
        sections.evaluateAll((els) => els.map((e) => ({ label: e.getAttribute('aria-label')!, height: e.getBoundingClientRect().height, pending: !!e.querySelector('[data-lazy-pending]') })));
      const reserved = await heights();
      expect(reserved.filter((s) => s.pending).map((s) => s.label)).toEqual(['About', 'AI Wall Generator', 'Services', 'Testimonials', 'Portfolio', 'Contact']);
      // Scrolling through loads every section.
      await page.mouse.wheel(0, 200);
      for (const { label } of reserved) {
        const section = page.locator(`main section[aria-label="${label}"]`);
        await section.evaluate((e) => e.scrollIntoView());
        await expect(section.locator('[data-lazy-pending]')).toHaveCount(0);
      }
      const loaded = await heights();
      // Within 10%: a fast scroll is not thrown a screen away when a section arrives.
      for (const [i, section] of loaded.entries()) {
        expect.soft(reserved[i]!.height / section.height, `${section.label}: reserved ${reserved[i]!.height} px, loaded ${section.height} px`).toBeGreaterThan(0.9);
        expect.soft(reserved[i]!.height / section.height, `${section.label}: reserved ${reserved[i]!.height} px, loaded ${section.height} px`).toBeLessThan(1.1);
      }
    });
  }
});
