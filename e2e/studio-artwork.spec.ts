import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { signInAsCustomer } from './support/session';

// Issue 11: the artwork picker's own sources. 'Describe it' asks the server's procedural engine
// for four variations; 'Upload' stores a file; 'Your artwork' lists a signed-in visitor's pieces.

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** An original artwork made at test time (nothing third-party committed): 1600 × 1200 px of soft bands. */
async function artworkFixture(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8a27f"/><stop offset="1" stop-color="#f6f1e8"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/><circle cx="1100" cy="420" r="190" fill="#a84f2b"/>
    <path d="M0 900 Q400 700 800 880 T1600 820 V1200 H0Z" fill="#5d7359"/></svg>`;
  return { name: 'my-sunset.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

async function openPicker(page: Page, path: '/wallArt' | '/ai-wall-generator' = '/wallArt'): Promise<Locator> {
  await page.goto(path);
  if (path === '/ai-wall-generator') await page.getByRole('tab', { name: /Create Wall Art/ }).click();
  await page.getByRole('button', { name: 'Choose artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your artwork' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('describe it: four variations, more like this, and the chosen one in the wall tab', async ({ page }) => {
  const dialog = await openPicker(page, '/ai-wall-generator');
  await expect(dialog.getByRole('tab', { name: 'Describe it' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeViolations(page);

  // The prompt is required, 3 characters at least.
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Please describe the artwork you want.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Describe your artwork' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Describe your artwork' }).fill('ab');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Please describe it in at least 3 characters.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Describe your artwork' }).fill('calm ocean waves at sunset, warm sand');
  await dialog.getByText('Minimalist', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /Minimalist/ })).toBeChecked();
  await dialog.getByText('Coastal', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const variations = dialog.getByTestId('generated-variation');
  await expect(variations).toHaveCount(4, { timeout: 30_000 });
  await expect(dialog.getByTestId('print-readiness')).toContainText('Vector artwork: print-ready at any size');
  await expectNoSeriousAxeViolations(page);

  // The seed is shown so the picture can be made again; More like this keeps the family.
  await dialog.getByText(/^Seed \d+$/).nth(2).click();
  const seed = Number(await dialog.getByTestId('chosen-seed').textContent());
  const firstSources = await variations.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
  await dialog.getByRole('button', { name: 'More like this' }).click();
  await expect.poll(() => variations.first().getAttribute('src'), { timeout: 30_000 }).not.toBe(firstSources[0]);
  await expect(variations).toHaveCount(4, { timeout: 30_000 });
  const newSeeds = (await dialog.getByText(/^Seed \d+$/).allTextContents()).map((t) => Number(t.replace('Seed ', '')));
  for (const s of newSeeds) expect(s >>> 8).toBe(seed >>> 8);

  // Entering a seed makes that picture again.
  await dialog.getByRole('textbox', { name: /Seed/ }).fill(String(seed));
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByTestId('chosen-seed')).toHaveText(String(seed), { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('describe-desktop.png') });

  await dialog.getByText(/^Seed \d+$/).nth(1).click();
  const chosen = await dialog.getByTestId('artwork-preview').getByRole('img').getAttribute('src');
  await dialog.getByRole('button', { name: 'Use this artwork' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('studio-artwork')).toHaveAttribute('src', chosen!);
  await expect(page.getByRole('img', { name: 'calm ocean waves at sunset, warm sand' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wall-tab-desktop.png'), fullPage: true });
});

test.describe('when the image service refuses', () => {
  test.use({ expectedFailedRequests: [429, 503] });

  test('a 429 shows the rate-limit message, a 503 the service message', async ({ page }) => {
    const dialog = await openPicker(page);
    let answer = 429;
    await page.route('**/api/images/generate', (route) =>
      answer === 429
        ? route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, json: { error: 'Too Many Requests', message: 'Rate limit exceeded' } })
        : route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'The image service is unavailable — try again' } }),
    );
    await dialog.getByRole('textbox', { name: 'Describe your artwork' }).fill('a misty pine forest');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Too many requests — try again in 30 seconds.');
    answer = 503;
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The image service is unavailable — try again');
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});

test('upload: a wrong file type gets the message; an artwork uploads and goes to the wall tab', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await expect(dialog.getByRole('button', { name: /Upload your artwork/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const input = dialog.getByTestId('artwork-file-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(dialog.getByRole('alert')).toHaveText('Please select an image file (JPEG, PNG, GIF, or WEBP)');

  await input.setInputFiles(await artworkFixture());
  const preview = dialog.getByTestId('artwork-preview');
  await expect(preview).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(preview).toContainText('1600 × 1200 px');
  // 1600 × 1200 px is far under 100 PPI on any canvas.
  await expect(preview.getByTestId('print-readiness')).toContainText('This image will look soft at 24x36 in, 36x48 in and 48x72 in');
  await expectNoSeriousAxeViolations(page);
  const src = await preview.getByRole('img').getAttribute('src');
  expect(src).toMatch(/^\/uploads\//);
  await dialog.getByRole('button', { name: 'Use this artwork' }).click();
  await expect(page.getByTestId('studio-artwork')).toHaveAttribute('src', src!);
});

test('signed in: Your artwork lists an upload, newest first, and deletes it after a confirmation', async ({ page, request }) => {
  await signInAsCustomer(page, request);
  const dialog = await openPicker(page);
  await dialog.getByRole('tab', { name: 'Your artwork' }).click();
  await expect(dialog.getByText('Nothing here yet')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByTestId('artwork-file-input').setInputFiles(await artworkFixture());
  await expect(dialog.getByTestId('artwork-preview')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Describe it' }).click();
  await dialog.getByRole('textbox', { name: 'Describe your artwork' }).fill('botanical leaves in terracotta');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByTestId('generated-variation')).toHaveCount(4, { timeout: 30_000 });

  await dialog.getByRole('tab', { name: 'Your artwork' }).click();
  const tiles = dialog.getByTestId('my-artwork');
  await expect(tiles).toHaveCount(5);
  // Newest first: the four generated pieces, then the upload.
  await expect(tiles.last()).toContainText('Your upload');
  await expect(tiles.first()).toContainText('botanical leaves in terracotta');
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('your-artwork-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard: the delete control, then Keep gives focus back; Delete removes it for good.
  const upload = tiles.last();
  await upload.getByRole('button', { name: 'Delete Your upload' }).focus();
  await page.keyboard.press('Enter');
  await expect(upload.getByRole('button', { name: 'Keep' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(upload.getByRole('button', { name: 'Delete Your upload' })).toBeFocused();
  await upload.getByRole('button', { name: 'Delete Your upload' }).click();
  await upload.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tiles).toHaveCount(4, { timeout: 30_000 });
  await expect(dialog.getByText('Your upload')).toHaveCount(0);

  await tiles.first().getByRole('button', { name: /botanical leaves/ }).first().click();
  await expect(dialog.getByTestId('print-readiness')).toContainText('Vector artwork');
  await dialog.getByRole('button', { name: 'Use this artwork' }).click();
  await expect(page.getByTestId('studio-artwork')).toHaveAttribute('src', /^\/uploads\//);
});

test('the picker at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openPicker(page);
  await dialog.getByRole('textbox', { name: 'Describe your artwork' }).fill('mountains under a crescent moon, moody');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByTestId('generated-variation')).toHaveCount(4, { timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByText('Pick a variation').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('describe-phone.png') });
  await dialog.getByTestId('artwork-preview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('describe-phone-preview.png') });
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await page.screenshot({ path: test.info().outputPath('upload-phone.png') });
});
