import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// The AR view (docs/product/ar.md): <model-viewer> with the true-size AR attributes and its model
// loaded, on a phone; the 3D preview and the QR code that opens the same view, on a computer. The
// sample artwork keeps these fast: the server draws it, no upload.

const LINK = '/ar?artwork=sample&size=36x48&frame=modern';
/** With the art style's colours and the texture's surface (docs/product/ar.md#the-model). */
const FINISHED_LINK = '/ar?artwork=sample&size=24x36&frame=classic&style=abstract&texture=metallic';

/** Resolves once the page's <model-viewer> fires `load` (or has already loaded). */
async function modelLoaded(page: Page): Promise<void> {
  const viewer = page.locator('model-viewer');
  // The viewer's code (~290 KB gzipped) is its own chunk, loaded when the view opens.
  await expect(viewer).toHaveCount(1, { timeout: 60_000 });
  await viewer.evaluate(
    (element: HTMLElement & { loaded?: boolean }) =>
      new Promise<void>((resolve, reject) => {
        if (element.loaded) resolve();
        element.addEventListener('load', () => resolve(), { once: true });
        element.addEventListener('error', (event) => reject(new Error(`model-viewer error: ${JSON.stringify((event as unknown as CustomEvent).detail)}`)), { once: true });
      }),
  );
}

// The viewer's chunk and a software-rendered WebGL make these slower than most.
test.describe.configure({ timeout: 180_000 });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows <model-viewer> for true-size AR on the wall, loads the model, and says when the device has no AR', async ({ page }) => {
    await page.goto(LINK);
    await expect(page.getByText('Making your 3D model…').or(page.getByText(/Downloading the 3D model/)).or(page.locator('model-viewer')).first()).toBeVisible();
    const viewer = page.locator('model-viewer');
    await expect(viewer).toHaveCount(1, { timeout: 60_000 });
    await expect(viewer).toHaveAttribute('ar', '');
    await expect(viewer).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
    await expect(viewer).toHaveAttribute('ar-placement', 'wall');
    await expect(viewer).toHaveAttribute('ar-scale', 'fixed');
    await expect(viewer).toHaveAttribute('camera-controls', '');
    await expect(viewer).toHaveAttribute('src', '/api/ar/sample/model.glb?size=36x48&frame=modern');
    await expect(viewer).toHaveAttribute('ios-src', '/api/ar/sample/model.usdz?size=36x48&frame=modern');
    await expect(viewer).toHaveAttribute('alt', /36 × 48 in canvas in a modern frame/);
    await modelLoaded(page);
    // Headless Chromium has no AR: the visitor is told, and no QR code on a phone.
    await expect(page.getByText(/This device can’t place the model on your wall/)).toBeVisible();
    await expect(page.getByTestId('ar-qr-code')).toHaveCount(0);
  });
});

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('renders the 3D preview, in the chosen style and texture, and a QR code that decodes to this AR link', async ({ page, baseURL }) => {
    await page.goto(FINISHED_LINK);
    await modelLoaded(page);
    const finished = page.locator('model-viewer');
    await expect(finished).toHaveAttribute('src', '/api/ar/sample/model.glb?size=24x36&frame=classic&style=abstract&texture=metallic');
    await expect(finished).toHaveAttribute('alt', /24 × 36 in canvas in a classic frame, metallic finish, Abstract style/);
    const qr = page.getByTestId('ar-qr-code');
    await expect(qr).toBeVisible();
    // The code's pixels, read back from the image, decoded as a phone's camera would.
    const pixels = await qr.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return { data: Array.from(ctx.getImageData(0, 0, canvas.width, canvas.height).data), width: canvas.width, height: canvas.height };
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toBe(`${baseURL}${FINISHED_LINK}`);
    // The preview turns with the keyboard: focus it and press an arrow key; the camera orbit changes.
    const viewer = page.locator('model-viewer');
    const orbit = () => viewer.evaluate((element: HTMLElement & { getCameraOrbit(): { theta: number } }) => element.getCameraOrbit().theta);
    const before = await orbit();
    // Its keyboard target is the focusable preview inside its shadow root, where Tab lands.
    await viewer.evaluate((element: HTMLElement) => (element.shadowRoot!.querySelector('.userInput') as HTMLElement).focus());
    await page.keyboard.press('ArrowLeft');
    await expect.poll(orbit).not.toBeCloseTo(before, 3);
  });
});
