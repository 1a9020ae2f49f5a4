import { CANVAS_SIZE_INCHES, WALL_WIDTH_MAX_INCHES, type WallGeometry } from '@wallart/shared';
import { describe, expect, it } from 'vitest';
import { defaultPlacement, measuredWidthInches, quadToPixels } from '../wall/placement';
import { linePixels, measureWallWidth, parseTypedLengthCm, photoWidthInches, SCALE_MESSAGES } from './wall-scale';

const photo = { width: 4000, height: 3000 };
const across = (fromX: number, toX: number, y = 0.5) => ({ a: { x: fromX, y }, b: { x: toX, y } });

describe('scale by a known object (docs/product/visualizer.md#wall-photo)', () => {
  it('gives the photo width from the line: known length × photo pixels / line pixels', () => {
    // A door (80 cm = 31.5 in) spanning 800 of 4000 px: the photo covers five doors, 157.48 in.
    const result = measureWallWidth({ ...across(0.4, 0.6), photo, reference: 'door', typedLength: '', typedUnit: 'cm' });
    expect(result).toEqual({ ok: true, widthInches: 157.48 });
    expect(photoWidthInches(800, 4000, 80)).toBeCloseTo(157.48, 2);
  });

  it('measures a slanted line by its true length in pixels, on a photo that is not square', () => {
    // 300 px across and 400 px down is 500 px.
    expect(linePixels({ x: 0.1, y: 0.1 }, { x: 0.1 + 300 / 4000, y: 0.1 + 400 / 3000 }, photo)).toBeCloseTo(500, 6);
  });

  it('takes a typed length in cm or inches, with a decimal comma, and refuses anything else', () => {
    expect(parseTypedLengthCm(' 120 ', 'cm')).toBe(120);
    expect(parseTypedLengthCm('47,5', 'cm')).toBe(47.5);
    expect(parseTypedLengthCm('10', 'in')).toBeCloseTo(25.4, 6);
    for (const bad of ['', 'abc', '-5', '0', '0.5', '12 cm', '1e3', '2001']) expect(parseTypedLengthCm(bad, 'cm'), bad).toBeNull();
    const typed = measureWallWidth({ ...across(0.4, 0.6), photo, reference: 'typed', typedLength: 'two', typedUnit: 'cm' });
    expect(typed).toEqual({ ok: false, message: SCALE_MESSAGES.lengthInvalid });
    expect(measureWallWidth({ ...across(0.4, 0.6), photo, reference: 'typed', typedLength: '100', typedUnit: 'cm' })).toEqual({ ok: true, widthInches: 196.85 });
  });

  it('says when the line is too short, or the width it gives is one the server refuses', () => {
    expect(measureWallWidth({ ...across(0.5, 0.51), photo, reference: 'a4', typedLength: '', typedUnit: 'cm' })).toEqual({ ok: false, message: SCALE_MESSAGES.lineTooShort });
    expect(measureWallWidth({ ...across(0.5, 0.5), photo, reference: 'a4', typedLength: '', typedUnit: 'cm' })).toEqual({ ok: false, message: SCALE_MESSAGES.lineTooShort });
    // A door across 4 % of the photo: 787 in... fine; a 15 m length across 4 %: far past 1200 in.
    const huge = measureWallWidth({ ...across(0.5, 0.54), photo, reference: 'typed', typedLength: '1500', typedUnit: 'cm' });
    expect(huge.ok).toBe(false);
    expect(!huge.ok && huge.message).toBe(SCALE_MESSAGES.widthOutOfRange(14763.78));
    expect(!huge.ok && huge.message).toContain(`${WALL_WIDTH_MAX_INCHES} in`);
  });
});

describe('a wall photo scaled by an A4 sheet of known pixel length', () => {
  it('hangs the art at the canvas’s true width ±2 %', () => {
    // A 3200 × 2400 photo; the A4 sheet's long side (29.7 cm = 11.69 in) spans 240 px.
    const a4Px = 240;
    const result = measureWallWidth({ a: { x: 0.3, y: 0.4 }, b: { x: 0.3 + a4Px / 3200, y: 0.4 }, photo: { width: 3200, height: 2400 }, reference: 'a4', typedLength: '', typedUnit: 'cm' });
    if (!result.ok) throw new Error(result.message);
    const wall: WallGeometry = { width: 3200, height: 2400, widthInches: result.widthInches, floorLine: null };
    const canvas = CANVAS_SIZE_INCHES['Medium (36x48)']!;
    const placement = defaultPlacement(canvas, wall);
    // On a stage 390 px wide, the art's width against what the sheet says 36 in is there.
    const stage = { width: 390, height: 292.5 };
    const corners = quadToPixels(placement.corners, stage.width, stage.height);
    const hungPx = corners[1].x - corners[0].x;
    const sheetPxOnStage = (a4Px / 3200) * stage.width;
    const trueWidthPx = (canvas.width / (29.7 / 2.54)) * sheetPxOnStage;
    expect(Math.abs(hungPx / trueWidthPx - 1)).toBeLessThan(0.02);
    expect(measuredWidthInches(placement.corners, wall)).toBeCloseTo(36, 1);
  });
});
