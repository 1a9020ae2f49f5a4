import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WALL_NAMES, WALL_NAME_MAX_LENGTH, selectedWallAfterDelete, wallNameFromFileName } from './walls';

describe('wallNameFromFileName (SPEC §5)', () => {
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
