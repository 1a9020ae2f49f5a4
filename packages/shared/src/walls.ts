/** Wall background rules of SPEC §3, §4 ("Wall backgrounds") and §5 ("Wall upload"). */

/** The four built-in walls, in display order (SPEC §3). */
export const DEFAULT_WALL_NAMES = ['Modern Living Room', 'Bedroom', 'Office', 'Dining Room'] as const;

/** Ours: the spec gives no limit. */
export const WALL_NAME_MAX_LENGTH = 100;

/** The picker shows four thumbnails per row (SPEC §9). */
export const WALL_THUMBNAILS_PER_ROW = 4;

/**
 * The upload name prefilled from a file name: extension dropped, dashes and underscores turned to
 * spaces, each word capitalised ('my_living-room.jpg' -> 'My Living Room'). The rest of each word is
 * kept as typed ('IMG_2041.PNG' -> 'IMG 2041'). A leading dot ('.hidden') is not an extension.
 */
export function wallNameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, WALL_NAME_MAX_LENGTH);
}

/**
 * The selected wall after deleting the wall at `deletedIndex` (SPEC §4): back to 0 if the selected
 * one was deleted, one down if it came after it, unchanged otherwise.
 */
export function selectedWallAfterDelete(selectedIndex: number, deletedIndex: number): number {
  if (selectedIndex === deletedIndex) return 0;
  return selectedIndex > deletedIndex ? selectedIndex - 1 : selectedIndex;
}
