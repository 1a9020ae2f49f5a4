import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PRINT_PIXELS, MAX_PRINT_SIDE_PX } from '@wallart/shared';
import { composeArtworkSvg } from '../images/generation/compose';
import { canvasInches, effectivePpiOn, planPrint, renderPrintFile } from './render-print-file';
import { readTiffResolution } from './tiff-resolution';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-render-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the print size (docs/decisions/034)', () => {
  it('is 7200 × 10800 px for a Large canvas at 150 DPI, the labels giving width × height', () => {
    expect(planPrint(canvasInches({ canvasSize: 'Large (48x72)' }, null)!)).toEqual({ inches: { width: 48, height: 72 }, dpi: 150, widthPx: 7200, heightPx: 10800 });
    expect(planPrint(canvasInches({ canvasSize: 'Small (24x36)' }, null)!)).toMatchObject({ widthPx: 3600, heightPx: 5400 });
    expect(planPrint(canvasInches({ canvasSize: 'Medium (36x48)' }, null)!)).toMatchObject({ widthPx: 5400, heightPx: 7200 });
  });

  it('takes a Custom canvas from its dimensions in feet, and has none without them', () => {
    expect(canvasInches({ canvasSize: 'Custom' }, { width: 2.5, height: 4 })).toEqual({ width: 30, height: 48 });
    expect(canvasInches({ canvasSize: 'Custom' }, null)).toBeNull();
    expect(canvasInches({ canvasSize: '' }, null)).toBeNull();
  });

  it('lowers the DPI of a Custom canvas too big to render at 150, within the pixel and side caps', () => {
    for (const inches of [{ width: 1200, height: 1200 }, { width: 12, height: 1200 }, { width: 100, height: 100 }]) {
      const plan = planPrint(inches);
      expect(plan.dpi).toBeLessThan(150);
      expect(plan.widthPx * plan.heightPx).toBeLessThanOrEqual(MAX_PRINT_PIXELS);
      expect(Math.max(plan.widthPx, plan.heightPx)).toBeLessThanOrEqual(MAX_PRINT_SIDE_PX);
      // The highest DPI that fits: one more would not.
      const more = { w: Math.round(inches.width * (plan.dpi + 1)), h: Math.round(inches.height * (plan.dpi + 1)) };
      expect(more.w * more.h > MAX_PRINT_PIXELS || Math.max(more.w, more.h) > MAX_PRINT_SIDE_PX).toBe(true);
    }
  });

  it("states a raster artwork's effective PPI on its smaller axis", () => {
    // 4000 × 3000 px covering 48 × 72 in: 83 px/in across, 41 down → 41.
    expect(effectivePpiOn({ width: 4000, height: 3000 }, { width: 48, height: 72 })).toBe(41);
    expect(effectivePpiOn({ width: 7200, height: 10800 }, { width: 48, height: 72 })).toBe(150);
  });
});

describe('renderPrintFile', () => {
  const plan = planPrint({ width: 4, height: 6 }); // 600 × 900 px at a real 150 DPI

  it('draws vector artwork at the print size into a TIFF whose resolution tags say 150 DPI', async () => {
    const svg = Buffer.from(composeArtworkSvg({ prompt: 'golden sun over desert mountains', style: 'Color Scheme', seed: 3 }));
    const out = path.join(folder, 'vector.tif');
    const result = await renderPrintFile({ kind: 'vector', svg }, plan, { artStyle: 'Color Scheme', outPath: out });
    expect(result).toMatchObject({ widthPx: 600, heightPx: 900, density: 150 });
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'tiff', width: 600, height: 900, density: 150, resolutionUnit: 'inch', channels: 3, hasAlpha: false });
    expect(meta.icc).toBeDefined();
    expect(await readTiffResolution(out)).toEqual({ x: 150, y: 150 });
    // LZW keeps the file far below its raw 600 × 900 × 3 bytes.
    expect(result.sizeBytes).toBe(fs.statSync(out).size);
    expect(result.sizeBytes).toBeLessThan(600 * 900 * 3);
  });

  it('enlarges raster artwork to cover the canvas, centred', async () => {
    // Left half red, right half blue, 200 × 100 px: covering a 2:3 portrait canvas keeps the middle,
    // so both colours meet in the centre column.
    const data = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 100, top: 0 }])
      .png()
      .toBuffer();
    const out = path.join(folder, 'raster.tif');
    await renderPrintFile({ kind: 'raster', data }, plan, { artStyle: '', outPath: out });
    const { data: pixels, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(at(5, 450)).toEqual([255, 0, 0]);
    expect(at(594, 450)).toEqual([0, 0, 255]);
  });

  it('writes the DPI into the file at any resolution, a lowered Custom one included', async () => {
    const data = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } }).png().toBuffer();
    const out = path.join(folder, 'low.tif');
    const low = { inches: { width: 10, height: 5 }, dpi: 7, widthPx: 70, heightPx: 35 };
    expect(await renderPrintFile({ kind: 'raster', data }, low, { artStyle: '', outPath: out })).toMatchObject({ density: 7 });
    expect(await readTiffResolution(out)).toEqual({ x: 7, y: 7 });
  });

  it("applies the art style's colour treatment", async () => {
    const rust = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#cc4422' } }).png().toBuffer();
    const plain = path.join(folder, 'plain.tif');
    const minimal = path.join(folder, 'minimal.tif');
    await renderPrintFile({ kind: 'raster', data: rust }, planPrint({ width: 0.4, height: 0.6 }), { artStyle: '', outPath: plain });
    await renderPrintFile({ kind: 'raster', data: rust }, planPrint({ width: 0.4, height: 0.6 }), { artStyle: 'Minimalist', outPath: minimal });
    const centre = async (file: string) => [...(await sharp(file).extract({ left: 30, top: 45, width: 1, height: 1 }).raw().toBuffer())];
    expect(await centre(plain)).toEqual([0xcc, 0x44, 0x22]);
    const [r, , b] = await centre(minimal);
    // Minimalist is mostly grey: the channels come much closer together.
    expect(r! - b!).toBeLessThan((0xcc - 0x22) / 2);
  });
});
