import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// Issue 11: the face tab ages a real photo in the browser; /image-upload hands a sample face to
// the wall tab. The photo is one of the samples shipped inside @vladmandic/face-api (read from
// node_modules, never committed): a group photo, so the largest face is the one aged.
const faceApiDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api')));
const groupPhoto = { name: 'friends.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(faceApiDir, 'demo', 'sample1.jpg')) };

// CPU TensorFlow (in a worker) in a GPU-less headless browser on a shared machine.
test.setTimeout(120_000);

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Mean absolute difference per channel (0..255) between two images of the page, drawn at 128×160,
 * over the middle of the portrait where the face is (the background is not aged).
 */
async function pixelDifference(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    async ([srcA, srcB]) => {
      const draw = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 128;
        canvas.height = 160;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, 128, 160);
        return ctx.getImageData(0, 0, 128, 160).data;
      };
      const [da, db] = await Promise.all([draw(srcA!), draw(srcB!)]);
      let sum = 0;
      let n = 0;
      for (let y = 16; y < 112; y++) {
        for (let x = 26; x < 102; x++) {
          const i = (y * 128 + x) * 4;
          for (let c = 0; c < 3; c++) sum += Math.abs(da[i + c]! - db[i + c]!);
          n += 3;
        }
      }
      return sum / n;
    },
    [a, b],
  );
}

test('a photo ages into four distinct portraits, and the chosen one goes to the wall tab', async ({ page }) => {
  await page.goto('/ai-wall-generator');
  await expect(page.getByRole('tab', { name: /Generate Face/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Age Progression Generator' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('face-photo-input').setInputFiles(groupPhoto);
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Target age in years' }).fill('40');
  await expect(page.getByRole('slider', { name: 'Target age' })).toHaveValue('40');

  const started = Date.now();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ageing your portrait' })).toBeAttached();
  const results = page.getByTestId('aged-result');
  // Issue 20: four portraits within 10 s of Generate (the photo was chosen just before, so the
  // face is found in this time too). On a heavily shared machine this is the first thing to fail:
  // FACE_PORTRAITS_WITHIN_MS raises the bound there (bench/README.md has the measured figures).
  await expect(results).toHaveCount(4, { timeout: Number(process.env.FACE_PORTRAITS_WITHIN_MS ?? 10_000) });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  for (const age of [40, 50, 60, 70]) await expect(page.getByText(`Age ${age}`, { exact: true })).toBeVisible();

  const before = (await page.getByTestId('aged-before').getAttribute('src'))!;
  const sources = await results.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  // Kept with the test's output for a look at the portraits.
  for (const [i, src] of [before, ...sources].entries()) {
    const base64 = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    }, src);
    fs.writeFileSync(test.info().outputPath(`portrait-${i}.jpg`), Buffer.from(base64, 'base64'));
  }
  const fromPhoto = await Promise.all(sources.map((src) => pixelDifference(page, before, src)));
  // Every portrait differs from the photo, each more than the one before it. The first is a small
  // change by design (issue 20: shading, not drawn lines; the photo's face looks about 25, the
  // first portrait is 40), so its floor is lower than the drawn lines of issue 11 gave.
  for (const d of fromPhoto) expect(d).toBeGreaterThan(0.5);
  for (let i = 1; i < 4; i++) expect(fromPhoto[i]!).toBeGreaterThan(fromPhoto[i - 1]!);
  // Neighbours differ visibly too (less at 60 → 70, where most effects are near full strength).
  for (let i = 1; i < 4; i++) expect(await pixelDifference(page, sources[i - 1]!, sources[i]!)).toBeGreaterThan(0.4);
  await page.screenshot({ path: test.info().outputPath('face-results.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await page.getByText('Age 60', { exact: true }).click();
  await page.getByRole('button', { name: 'Use this face in Wall Art' }).click();
  await expect(page.getByRole('tab', { name: /Create Wall Art/ })).toHaveAttribute('aria-selected', 'true');
  // Kept as an artwork of kind face (decision 044): the wall shows the stored copy.
  await expect(page.getByTestId('studio-artwork')).toHaveAttribute('src', /^\/uploads\//);
  await expectNoSeriousAxeViolations(page);

  // The portraits of this visit are in the picker's 'Generated faces'.
  await page.getByRole('button', { name: 'Change artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your artwork' });
  await dialog.getByRole('tab', { name: 'Generated faces' }).click();
  await expect(dialog.getByRole('button', { name: /age 70/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('picker-faces.png') });
  await expectNoSeriousAxeViolations(page);
});

test('a photo without a face gets the message, and nothing else happens', async ({ page }) => {
  await page.goto('/ai-wall-generator');
  // A picture with no face in it: a screenshot of the empty results panel.
  const noFace = await page.getByRole('heading', { name: 'Four portraits, four decades' }).locator('..').screenshot();
  await page.getByTestId('face-photo-input').setInputFiles({ name: 'panel.png', mimeType: 'image/png', buffer: noFace });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toHaveText("We couldn't find a face in this photo — try a clear, front-facing one", { timeout: 100_000 });
  await expect(page.getByTestId('aged-result')).toHaveCount(0);
});

test('the photo must be a PNG or JPG under 5MB', async ({ page }) => {
  await page.goto('/ai-wall-generator');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please upload an image');
  await page.getByTestId('face-photo-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Please upload an image file (png, jpg, jpeg)');
  await page.getByTestId('face-photo-input').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByRole('alert')).toHaveText('File size must be less than 5MB');
});

test('/image-upload: select a face and continue to the wall tab', async ({ page }) => {
  await page.goto('/image-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Generated Face' })).toBeVisible();
  const faces = page.getByRole('radio');
  await expect(faces).toHaveCount(8);
  await expectNoSeriousAxeViolations(page);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Please select a face first.');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Continue With Selected' }).click();

  // Load More shows the next eight until none are left, then goes.
  const loadMore = page.getByRole('button', { name: 'Load More' });
  while (await loadMore.isVisible()) await loadMore.click();
  expect(await faces.count()).toBeGreaterThanOrEqual(24);
  await page.screenshot({ path: test.info().outputPath('select-face.png'), fullPage: true });

  await page.getByText('Age 42', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /teal hijab/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue With Selected' }).click();
  await expect(page).toHaveURL(/\/ai-wall-generator$/);
  await expect(page.getByRole('tab', { name: /Create Wall Art/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('studio-artwork')).toHaveAttribute('src', '/media/faces/face-05.webp');
  await page.screenshot({ path: test.info().outputPath('wall-tab.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);
});

test('/wallArt shows the wall screen with the picker', async ({ page }) => {
  await page.goto('/wallArt');
  await expect(page.getByRole('heading', { level: 1, name: 'Wall Art Visualizer' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose artwork' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your artwork' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
