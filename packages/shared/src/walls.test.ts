import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ART_CENTRE_HEIGHT_INCHES,
  DEFAULT_WALL_NAMES,
  WALL_NAME_MAX_LENGTH,
  defaultArtCentre,
  selectedWallAfterDelete,
  trueSizeFraction,
  trueSizePixels,
  wallNameFromFileName,
  wallPixelsPerInch,
} from './walls';

describe('wallNameFromFileName (docs/product/visualizer.md#wall-upload)', () => {
  it.each([
    ['my_living-room.jpg', 'My Living Room'],
    ['bedroom.png', 'Bedroom'],
    ['office wall.webp', 'Office Wall'],
    ['my__big--wall.JPEG', 'My Big Wall'],
    ['IMG_2041.PNG', 'IMG 2041'],
    ['archive.tar.gz', 'Archive.tar'],
    ['no-extension', 'No Extension'],
    ['.hidden', '.hidden'],
    ['C:\\Users\\me\\kitchen_wall.jpg', 'Kitchen Wall'],
    ['photos/dining-room.gif', 'Dining Room'],
    ['_-_.jpg', ''],
    ['', ''],
    ['élan_vital.jpg', 'Élan Vital'],
  ])('%j -> %j', (fileName, name) => {
    expect(wallNameFromFileName(fileName)).toBe(name);
  });

  it('never contains dashes, underscores or double spaces and stays within the name limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (fileName) => {
        const name = wallNameFromFileName(fileName);
        expect(name).not.toMatch(/[-_]|\s{2}|^\s|\s$/);
        expect(name.length).toBeLessThanOrEqual(WALL_NAME_MAX_LENGTH);
      }),
    );
  });
});

describe('walls', () => {
  it('has the four default walls', () => {
    expect(DEFAULT_WALL_NAMES).toEqual(['Modern Living Room', 'Bedroom', 'Office', 'Dining Room']);
  });

  it.each([
    [2, 2, 0],
    [0, 0, 0],
    [3, 1, 2],
    [1, 3, 1],
    [5, 4, 4],
  ])('selected %d after deleting %d is %d', (selected, deleted, expected) => {
    expect(selectedWallAfterDelete(selected, deleted)).toBe(expected);
  });
});

describe('true-size scale', () => {
  it('turns inches into pixels of a wall picture of known width', () => {
    // 2400 px across a 240 in wall: 10 px per inch.
    expect(wallPixelsPerInch({ width: 2400, widthInches: 240 })).toBe(10);
    expect(trueSizePixels(48, { width: 2400, widthInches: 240 })).toBe(480);
    expect(trueSizePixels(36, { width: 1200, widthInches: 144 })).toBe(300);
    expect(trueSizeFraction(24, 240)).toBe(0.1);
  });

  it('scales with the wall: twice the wall width, half the art', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 8000 }), fc.double({ min: 24, max: 1200, noNaN: true }), fc.double({ min: 1, max: 240, noNaN: true }), (width, widthInches, inches) => {
        const one = trueSizePixels(inches, { width, widthInches });
        const two = trueSizePixels(inches, { width, widthInches: widthInches * 2 });
        expect(two).toBeCloseTo(one / 2, 6);
        expect(one / width).toBeCloseTo(trueSizeFraction(inches, widthInches), 9);
      }),
    );
  });

  it('gives no size for a wall without a width', () => {
    expect(trueSizePixels(10, { width: 1000, widthInches: 0 })).toBe(0);
    expect(trueSizeFraction(10, 0)).toBe(0);
  });

  it('hangs the art centre 57 in above the floor line', () => {
    // 2400 x 1500 picture, 10 px per inch, floor at 1200 px: centre at 1200 - 570 = 630 px.
    const centre = defaultArtCentre({ width: 2400, height: 1500, widthInches: 240, floorLine: 0.8 });
    expect(centre.x).toBe(0.5);
    expect(centre.y * 1500).toBeCloseTo(1200 - ART_CENTRE_HEIGHT_INCHES * 10, 6);
  });

  it('falls back to eye level when the floor is unknown, and stays inside the picture', () => {
    expect(defaultArtCentre({ width: 2400, height: 1500, widthInches: 240, floorLine: null })).toEqual({ x: 0.5, y: 0.42 });
    expect(defaultArtCentre({ width: 100, height: 100, widthInches: 24, floorLine: 0.5 }).y).toBe(0.05);
  });
});
