import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { registerCustomer, signInAs } from './support/session';

// Issue 38 (docs/product/visualizer.md#wall-photo): a wall photo from the phone, scaled by an A4
// sheet on it, and the art hung at its true size on that photo. One phone-sized test (390 px, touch).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The photo: 1200 × 1600 (a phone held upright), a wall over a floor, an A4 sheet 300 px long across. */
const PHOTO = { width: 1200, height: 1600 };
const SHEET = { left: 450, top: 500, long: 300, short: Math.round((300 * 21) / 29.7) };
const A4_INCHES = 29.7 / 2.54;

async function phonePhoto(): Promise<Buffer> {
  const floor = await sharp({ create: { width: PHOTO.width, height: 300, channels: 3, background: '#6b4a2f' } }).png().toBuffer();
  const sheet = await sharp({ create: { width: SHEET.long, height: SHEET.short, channels: 3, background: '#fbfbf8' } }).png().toBuffer();
  return sharp({ create: { ...PHOTO, channels: 3, background: '#b9a78f' } })
    .composite([
      { input: floor, top: PHOTO.height - 300, left: 0 },
      { input: sheet, top: SHEET.top, left: SHEET.left },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Drags `handle` so its centre lands on (fx, fy), fractions of the measured photo `frame`. */
async function dragHandleTo(page: Page, handle: Locator, frame: Locator, fx: number, fy: number) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const box = (await frame.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + fx * box.width, box.y + fy * box.height, { steps: 5 });
  await page.mouse.up();
}

test('a phone photo of a wall, scaled by an A4 sheet on it, hangs the art at the canvas’s true width ±2 %', async ({ page, request }) => {
  await signInAs(page, request, await registerCustomer(request));
  await page.goto('/wallArt');

  await page.getByLabel('Take a photo of your wall').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  const dialog = page.getByRole('dialog', { name: 'Add a wall' });
  const frame = dialog.getByTestId('wall-measure');
  await expect(dialog.getByRole('img', { name: 'Preview of the wall photo' })).toBeVisible();
  await expect(dialog.getByTestId('measure-result')).toHaveText('Move the line onto the object to measure the wall.');
  // Touch-friendly handles: 44 px across.
  const start = dialog.getByRole('button', { name: /^Line start/ });
  expect((await start.boundingBox())!.width).toBeGreaterThanOrEqual(44);

  // The corners were suggested from the photo: the floor's edge is the bottom side.
  await expect(dialog.getByRole('button', { name: /^Bottom-left corner of the wall \(\d+% across, 81% down\)/ })).toBeVisible();

  // Too short a line says so.
  const y = (SHEET.top + SHEET.short / 2) / PHOTO.height;
  await dragHandleTo(page, start, frame, 0.5, y);
  const end = dialog.getByRole('button', { name: /^Line end/ });
  await dragHandleTo(page, end, frame, 0.505, y);
  await expect(dialog.getByTestId('measure-result')).toHaveText(/The line is too short to measure by/);

  // Across the sheet's long side (the end first: it lies on top of the start now).
  await dragHandleTo(page, end, frame, (SHEET.left + SHEET.long) / PHOTO.width, y);
  await dragHandleTo(page, start, frame, SHEET.left / PHOTO.width, y);
  if (process.env.WALL_PHOTO_SHOTS) await page.screenshot({ path: `${process.env.WALL_PHOTO_SHOTS}/measure-390.png`, fullPage: false });
  await dialog.getByLabel('The line spans').selectOption('a4');
  const expectedInches = (A4_INCHES * PHOTO.width) / SHEET.long;
  await expect(dialog.getByTestId('measure-result')).toHaveText(/Measured: the photo spans [\d.]+ in/);
  const measured = Number(await dialog.getByLabel(/Wall width in inches/).inputValue());
  expect(Math.abs(measured / expectedInches - 1)).toBeLessThan(0.02);

  await dialog.getByRole('button', { name: 'Upload Wall' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Wall backgrounds' }).getByRole('button', { name: /^IMG 2041/, pressed: true })).toBeVisible();

  // Art on it: Small (24 × 36 in), no frame, so the hung width is the canvas's.
  await page.getByRole('button', { name: 'Choose artwork' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your artwork' });
  await picker.getByRole('tab', { name: 'Generated faces' }).click();
  await picker.getByRole('button').filter({ hasText: 'Age' }).first().click();
  await expect(picker).toBeHidden();
  await page.getByLabel('Art style').selectOption('Abstract');
  await page.getByLabel('Texture').selectOption('Matte');
  await page.getByLabel('Canvas size').selectOption('Small (24x36)');
  await page.getByLabel('Frame style').selectOption('None');
  await page.getByRole('button', { name: 'Visualize on Wall' }).click();
  await expect(page.getByTestId('wall-stage')).toHaveAttribute('data-wall-ready', 'true', { timeout: 15_000 });

  const stage = (await page.getByTestId('wall-stage').boundingBox())!;
  const art = (await page.getByTestId('wall-art').boundingBox())!;
  // The sheet is 300 of the photo's 1200 px: on the stage, 24 in is 24 / 11.69 sheets long.
  const trueWidth = (24 / A4_INCHES) * (SHEET.long / PHOTO.width) * stage.width;
  expect(Math.abs(art.width / trueWidth - 1)).toBeLessThan(0.02);
  if (process.env.WALL_PHOTO_SHOTS) await page.getByTestId('wall-stage').screenshot({ path: `${process.env.WALL_PHOTO_SHOTS}/hung-390.png` });
});
