import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, siteHeader } from './support/fixtures';
import { registerCustomer, signInAs, submitSignInForm } from './support/session';

// Issue 12: the wall tab as a visitor uses it — options, true size on a wall, the cart, Add Wall,
// perspective, Save Design and My Designs. Artwork comes from the picker's sample faces.

async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function chooseSampleFace(page: Page) {
  await page.getByRole('button', { name: 'Choose artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your artwork' });
  await dialog.getByRole('tab', { name: 'Generated faces' }).click();
  await dialog.getByRole('button').filter({ hasText: 'Age' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('studio-artwork')).toBeVisible();
}

async function chooseOptions(page: Page, options: { artStyle: string; texture: string; canvasSize: string; frameStyle: string }) {
  await page.getByLabel('Art style').selectOption(options.artStyle);
  await page.getByLabel('Texture').selectOption(options.texture);
  await page.getByLabel('Canvas size').selectOption(options.canvasSize);
  await page.getByLabel('Frame style').selectOption(options.frameStyle);
}

async function visualize(page: Page) {
  await page.getByRole('button', { name: 'Visualize on Wall' }).click();
  await expect(page.getByTestId('wall-stage')).toHaveAttribute('data-wall-ready', 'true', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
}

/** The persisted cart (redux-persist keeps `cart` under `persist:root`, written a moment after a change). */
async function persistedCart(page: Page): Promise<{ quantity: number; options: { frameStyle?: string } }[]> {
  return page.evaluate(() => {
    const root = window.localStorage.getItem('persist:root');
    if (!root) return [];
    const cart = (JSON.parse(root) as { cart?: string }).cart;
    return cart ? (JSON.parse(cart) as { items: { quantity: number; options: { frameStyle?: string } }[] }).items : [];
  });
}

/** A wall in the picker (its name, then '… in wide' while selected). */
const wallButton = (page: Page, name: string) => page.getByRole('list', { name: 'Wall backgrounds' }).getByRole('button', { name: new RegExp(`^${name}`) });

const cartLink = (page: Page) => siteHeader(page).getByRole('link', { name: /^Cart, / });

/** Drags from the middle of `target` by (dx, dy) with the mouse, after scrolling it into view. */
async function dragBy(page: Page, target: Locator, dx: number, dy: number) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/** A wall photo made at test time: a warm wall over a wooden floor band (4:3, like a phone photo). */
async function wallPhoto(): Promise<Buffer> {
  const floor = await sharp({ create: { width: 1600, height: 300, channels: 3, background: '#6b4a2f' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d9ccb9' } })
    .composite([{ input: floor, top: 900, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('a guest puts artwork on a wall at its true size, prices it and adds it to the cart', async ({ page }) => {
  await page.goto('/ai-wall-generator');
  await page.getByRole('tab', { name: /Create Wall Art/ }).click();

  // A guest has no Add Wall; Visualize needs an image.
  await expect(wallButton(page, 'Modern Living Room')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Wall' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Visualize on Wall' }).click();
  await expect(page.getByText('Please upload or select an image first')).toBeVisible();

  await chooseSampleFace(page);
  const price = page.getByTestId('wall-art-price');
  await expect(price).toHaveText('$39.99');
  await chooseOptions(page, { artStyle: 'Abstract', texture: 'Textured', canvasSize: 'Small (24x36)', frameStyle: 'Modern' });
  // docs/product/visualizer.md#wall-art-pricing: 39.99 + 10 (Small) + 15 (a frame).
  await expect(price).toHaveText('$64.99');
  await expect(page.getByTestId('art-preview')).toBeVisible();

  await visualize(page);
  await expect(page.getByRole('heading', { name: 'On the wall: Modern Living Room' })).toBeVisible();
  // True size: 24 × 36 in plus a 7/8 in moulding each side, on a wall photo 168 in wide (walls.json).
  await expect(page.getByTestId('true-size-note')).toContainText('True size: 25.8 × 37.8 in');
  const stage = (await page.getByTestId('wall-stage').boundingBox())!;
  const art = (await page.getByTestId('wall-art').boundingBox())!;
  expect(art.width / stage.width).toBeCloseTo(25.75 / 168, 2);
  await expect(page.getByRole('button', { name: 'Room light', pressed: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const banner = page.getByText('Added to your cart.');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // The banner goes after 3 s.
  await expect(banner).toBeHidden({ timeout: 6_000 });

  // The same artwork with the same options: one line, quantity 2.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect.poll(async () => (await persistedCart(page)).map((item) => item.quantity)).toEqual([2]);

  // A different frame is a second line, at its price.
  await page.getByLabel('Frame style').selectOption('None');
  await expect(price).toHaveText('$49.99');
  await expect(page.getByTestId('true-size-note')).toContainText('True size: 24 × 36 in');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect.poll(async () => (await persistedCart(page)).map((item) => [item.options.frameStyle, item.quantity])).toEqual([
    ['Modern', 2],
    ['None', 1],
  ]);

  // Try Again resets everything.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Visualize on Wall' })).toBeVisible();
  await expect(page.getByLabel('Frame style')).toHaveValue('');
  await expect(price).toHaveText('$39.99');
});

test('a customer adds a wall, hangs art on it in perspective, saves, reopens the design exactly and deletes the wall', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInAs(page, request, await registerCustomer(request));
  await page.goto('/wallArt');
  await chooseSampleFace(page);
  await chooseOptions(page, { artStyle: 'Photorealistic', texture: 'Metallic', canvasSize: 'Medium (36x48)', frameStyle: 'Floating' });

  // Add Wall: the name comes from the file name; the new wall is appended and selected.
  await page.getByRole('button', { name: 'Add Wall' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a wall' });
  await expect(addDialog.getByRole('button', { name: 'Upload Wall' })).toBeDisabled();
  await addDialog.getByLabel('Wall photo').setInputFiles({ name: 'my_living-room.jpg', mimeType: 'image/jpeg', buffer: await wallPhoto() });
  await expect(addDialog.getByLabel('Wall name')).toHaveValue('My Living Room');
  await expect(addDialog.getByRole('img', { name: 'Preview of the wall photo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await addDialog.getByRole('button', { name: 'Upload Wall' }).click();
  await expect(addDialog).toBeHidden();
  const myWall = wallButton(page, 'My Living Room');
  await expect(myWall).toHaveAttribute('aria-pressed', 'true');

  // Its real width: 120 in across the photo.
  await page.getByRole('button', { name: 'Edit My Living Room' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit wall' });
  // Its code loads the first time it opens ('Opening…' meanwhile).
  await expect(editDialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await editDialog.getByLabel('Wall width in inches').fill('120');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByText('120 in wide')).toBeVisible();

  await visualize(page);
  await expect(page.getByRole('heading', { name: 'On the wall: My Living Room' })).toBeVisible();
  const stage = page.getByTestId('wall-stage');
  const art = page.getByTestId('wall-art');
  // Medium 36 × 48 in in a floating frame (5/8 in moulding, 1/2 in gap): 38.25 in of a 120 in photo.
  const stageBox = (await stage.boundingBox())!;
  expect((await art.boundingBox())!.width / stageBox.width).toBeCloseTo(38.25 / 120, 2);

  // Drag the art left, then pull the top-right corner up and out.
  const before = (await art.boundingBox())!;
  await dragBy(page, art, -stageBox.width * 0.15, 0);
  await expect.poll(async () => (await art.boundingBox())!.x).toBeLessThan(before.x - stageBox.width * 0.1);
  await page.getByRole('button', { name: 'Adjust perspective' }).click();
  await dragBy(page, page.getByTestId('corner-top-right'), stageBox.width * 0.04, -stageBox.width * 0.03);
  await expect(page.getByTestId('true-size-note')).toContainText('across the top');
  // Keyboard: the focused art moves an inch per arrow key, with a visible focus ring.
  await art.focus();
  const beforeKey = (await art.boundingBox())!.x;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await art.boundingBox())!.x).toBeGreaterThan(beforeKey);
  await expect(art).toBeFocused();
  await expect(art).toHaveCSS('outline-style', 'solid');
  // The room's light can be switched off.
  await page.getByRole('button', { name: 'Room light' }).click();
  await expect(page.getByTestId('room-light')).toBeHidden();

  const savedTransform = await art.evaluate((el) => el.style.transform);
  await page.getByRole('button', { name: 'Save Design' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  const designs = page.getByRole('list', { name: 'Saved designs' });
  await expect(designs.getByText(/^Wall Art Design - /)).toBeVisible();

  // Reload: the work is kept in the browser tab (decision 018), still on the wall; opening the saved
  // design gives it exactly as it was saved.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Open Wall Art Design - / }).click();
  await expect(stage).toHaveAttribute('data-wall-ready', 'true', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'On the wall: My Living Room' })).toBeVisible();
  await expect(page.getByLabel('Art style')).toHaveValue('Photorealistic');
  await expect(page.getByLabel('Texture')).toHaveValue('Metallic');
  await expect(page.getByLabel('Canvas size')).toHaveValue('Medium (36x48)');
  await expect(page.getByLabel('Frame style')).toHaveValue('Floating');
  await expect(page.getByRole('button', { name: 'Room light', pressed: false })).toBeVisible();
  await expect.poll(() => art.evaluate((el) => el.style.transform)).toBe(savedTransform);
  await expectNoSeriousAxeViolations(page);
  // The saved artwork has an id: the AR view shows these choices, all four in its link.
  await expect(page.getByTestId('view-in-ar')).toHaveAttribute('href', /\/ar\?artwork=[0-9a-f]{24}&size=36x48&frame=floating&style=photorealistic&texture=metallic$/);

  // Delete the selected wall: the selection goes back to the first wall; defaults have no edit.
  await page.getByRole('button', { name: 'Edit My Living Room' }).click();
  await editDialog.getByRole('button', { name: 'Delete wall' }).click();
  // The delete asks first, like the picker's artwork: Keep / Delete.
  await editDialog.getByRole('group', { name: 'Delete My Living Room?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(myWall).toHaveCount(0);
  await expect(wallButton(page, 'Modern Living Room')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'On the wall: Modern Living Room' })).toBeVisible();
});

test('a guest who saves a design signs in and comes back with the work intact', async ({ page, request }) => {
  const credentials = await registerCustomer(request);
  await page.goto('/wallArt');
  await chooseSampleFace(page);
  await page.getByRole('button', { name: 'Save Design' }).click();
  await expect(page.getByText('Please generate a design first.')).toBeVisible();

  await chooseOptions(page, { artStyle: 'Minimalist', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Classic' });
  await visualize(page);
  await page.getByRole('button', { name: 'Save Design' }).click();
  await expect(page.getByText('Please sign in to save your design')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirect=wallArt$/);

  await submitSignInForm(page, credentials);
  await expect(page).toHaveURL(/\/wallArt$/);
  await expect(page.getByTestId('studio-artwork')).toBeVisible();
  await expect(page.getByLabel('Art style')).toHaveValue('Minimalist');
  await expect(page.getByLabel('Frame style')).toHaveValue('Classic');
  await expect(page.getByTestId('wall-art-price')).toHaveText('$84.99');
  await expect(page.getByTestId('wall-stage')).toHaveAttribute('data-wall-ready', 'true', { timeout: 15_000 });

  await page.getByRole('button', { name: 'Save Design' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved designs' }).getByText('$84.99')).toBeVisible();

  // Dragged hard left and down, the art stays on the wall: inside the photo, above the floor.
  const before = (await page.getByTestId('wall-stage').boundingBox())!;
  await dragBy(page, page.getByTestId('wall-art'), -before.width, before.height);
  // Measured after the drag, which scrolled the stage into view.
  const stage = (await page.getByTestId('wall-stage').boundingBox())!;
  const art = (await page.getByTestId('wall-art').boundingBox())!;
  expect(art.x).toBeGreaterThanOrEqual(stage.x - 1);
  // The living room's floor line is at 85% of the photo's height (walls.json).
  expect(art.y + art.height).toBeLessThanOrEqual(stage.y + 0.85 * stage.height + 2);

  // Signing out leaves nothing of the work for the next person at this computer.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/wallArt');
  await expect(page.getByRole('button', { name: 'Visualize on Wall' })).toBeVisible();
  await expect(page.getByTestId('studio-artwork')).toHaveCount(0);
  await expect(page.getByLabel('Frame style')).toHaveValue('');
});
