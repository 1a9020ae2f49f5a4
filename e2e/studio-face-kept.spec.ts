import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ArtworkImage } from '@wallart/shared';
import { test, expect, siteHeader } from './support/fixtures';

// Issue 20 (decision 044): the aged portrait a customer chooses is kept — stored as an artwork of
// kind face when they press 'Use this face in Wall Art' — so a reload finds it on the wall and a
// cart line prints it. This server has no image service, so nothing but that chosen portrait ever
// leaves the browser and the photorealistic option is not offered (decision 045).
const faceApiDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api')));
const groupPhoto = { name: 'friends.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(faceApiDir, 'demo', 'sample1.jpg')) };

// CPU TensorFlow in a GPU-less headless browser on a shared machine: detection takes seconds.
test.setTimeout(180_000);

/** The persisted cart's lines (redux-persist keeps `cart` under `persist:root`). */
async function persistedCartLines(page: Page): Promise<{ artworkId?: string; quantity: number }[]> {
  return page.evaluate(() => {
    const root = window.localStorage.getItem('persist:root');
    const cart = root ? (JSON.parse(root) as { cart?: string }).cart : undefined;
    return cart ? (JSON.parse(cart) as { items: { artworkId?: string; quantity: number }[] }).items : [];
  });
}

test('the chosen aged portrait is kept: it is still the wall’s artwork after a reload, and the cart line prints it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const offered = page.waitForResponse((r) => r.url().endsWith('/api/images/age') && r.request().method() === 'GET');
  await page.goto('/ai-wall-generator');
  expect(await (await offered).json()).toEqual({ available: false });
  await expect(page.getByText('Everything happens in your browser; the photo never leaves it.', { exact: false })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // Nothing of the photo is sent while it is aged.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.getByTestId('face-photo-input').setInputFiles(groupPhoto);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('aged-result')).toHaveCount(4, { timeout: 150_000 });
  expect(sent).toEqual([]);

  // Target age 30: the portraits are 30, 40, 50 and 60.
  await page.getByText('Age 60', { exact: true }).click();
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/images') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Use this face in Wall Art' }).click();
  const answer = await stored;
  expect(answer.status()).toBe(201);
  const { image } = (await answer.json()) as { image: ArtworkImage };
  expect(image).toMatchObject({ kind: 'face', vector: false });
  expect(sent).toEqual(['POST /api/images']);

  await expect(page.getByRole('tab', { name: /Create Wall Art/ })).toHaveAttribute('aria-selected', 'true');
  const artwork = page.getByTestId('studio-artwork');
  await expect(artwork).toHaveAttribute('src', image.previewUrl);
  await expect(page.getByText('Aged portrait, age 60').first()).toBeVisible();

  await page.getByLabel('Art style').selectOption('Photorealistic');
  await page.getByLabel('Texture').selectOption('Matte');
  await page.getByLabel('Canvas size').selectOption('Medium (36x48)');
  await page.getByLabel('Frame style').selectOption('Classic');
  await page.getByRole('button', { name: 'Visualize on Wall' }).click();
  await expect(page.getByTestId('wall-stage')).toHaveAttribute('data-wall-ready', 'true', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const cartLink = siteHeader(page).getByRole('link', { name: /^Cart, / });
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  await expect.poll(async () => (await persistedCartLines(page)).map((line) => line.artworkId)).toEqual([image._id]);
  await page.screenshot({ path: test.info().outputPath('kept-face-1280.png'), fullPage: true });

  // A reload: the same portrait is still the wall's artwork, and the cart still holds it.
  await page.reload();
  await expect(page.getByRole('tab', { name: /Create Wall Art/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('studio-artwork')).toHaveAttribute('src', image.previewUrl);
  await expect(page.getByText('Aged portrait, age 60').first()).toBeVisible();
  await expect(siteHeader(page).getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
  expect((await persistedCartLines(page)).map((line) => line.artworkId)).toEqual([image._id]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('kept-face-390.png'), fullPage: true });
  await page.goto('/cart');
  await expect(page.getByRole('img', { name: /Aged portrait|Custom Wall Art/ }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('kept-face-cart-390.png'), fullPage: true });
});

test.describe('photorealistic ageing (decision 045)', () => {
  // The stand-in service fails on purpose: the browser logs its 503s.
  test.use({ expectedFailedRequests: [503] });

  test('with an image service, the consent line sends the portrait through our server, and a failure keeps the browser’s portraits with a notice', async ({ page }) => {
    // This server has no image service: the browser is told it has one, and the service fails (the
    // server's own answers, success and time-out, are tested against a stand-in provider in images.age.test.ts).
    await page.route('**/api/images/age', async (route) => {
      if (route.request().method() === 'GET') await route.fulfill({ json: { available: true } });
      else await route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'The image service could not age this photo.' } });
    });
    const agingRequests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/images/age')) agingRequests.push(r.postDataBuffer()?.toString('latin1') ?? '');
    });
    await page.goto('/ai-wall-generator');
    const consent = page.getByRole('checkbox', { name: /I agree that this photo leaves my browser/ });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(page.getByText('as you agreed, by our image service', { exact: false })).toBeVisible();
    await page.getByTestId('face-photo-input').setInputFiles(groupPhoto);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('consent-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Generate' }).click();

    await expect(page.getByTestId('aged-result')).toHaveCount(4, { timeout: 150_000 });
    await expect(page.getByText('The image service could not age this photo, so these portraits were made in your browser.')).toBeVisible();
    // One request per age, each with the consent, the age and the portrait.
    expect(agingRequests).toHaveLength(4);
    for (const age of [30, 40, 50, 60]) expect(agingRequests.some((body) => body.includes(`name="age"\r\n\r\n${age}\r\n`))).toBe(true);
    for (const body of agingRequests) expect(body).toMatch(/name="consent"\r\n\r\ntrue\r\n[\s\S]*name="image"; filename="portrait"/);
    // The browser's portraits stay.
    const sources = await page.getByTestId('aged-result').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    for (const src of sources) expect(src).toMatch(/^blob:/);
    await page.screenshot({ path: test.info().outputPath('fallback-1280.png'), fullPage: true });
  });
});
