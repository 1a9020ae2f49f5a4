import type { Middleware } from '@reduxjs/toolkit';
import type { StudioArtwork, StudioState } from './studio-slice';
import { isPristineWallWork, readWallWork, type WallWork } from './studio-wall-work';

/**
 * The studio's work kept in this browser tab's sessionStorage (decisions 018, 054): the chosen
 * artwork by reference (image id and URLs, never a data: URL) with the wall tab's options, wall and
 * placement. `studioSessionMiddleware` writes the studio slice's part on every change; the slice
 * reads it when it is created (a reload, Back into the site, the sign-in detour). The key is the
 * one the sign-in detour always used.
 */
const KEY = 'wallart:wall-work';

export interface KeptStudioWork {
  artwork: StudioArtwork | null;
  work: WallWork;
}

const KINDS = ['upload', 'generated', 'face', 'sample'] as const;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isDataUrl = (url: string) => /^\s*data:/i.test(url);

/** An artwork read back from storage, or null when it is not one (or names a data: URL). */
function readArtwork(value: unknown): StudioArtwork | null {
  if (!isRecord(value)) return null;
  const { imageId, url, fullUrl, width, height, vector, kind, label } = value;
  if (typeof url !== 'string' || url === '' || isDataUrl(url)) return null;
  if (typeof fullUrl !== 'string' || isDataUrl(fullUrl)) return null;
  const knownKind = KINDS.find((k) => k === kind);
  if (!knownKind) return null;
  return {
    imageId: typeof imageId === 'string' ? imageId : null,
    url,
    fullUrl,
    width: typeof width === 'number' ? width : 0,
    height: typeof height === 'number' ? height : 0,
    vector: vector === true,
    kind: knownKind,
    label: typeof label === 'string' ? label : 'Selected image',
  };
}

/**
 * Keeps the work; pristine work (no artwork, no option, nothing on the wall) removes the entry. An
 * artwork that only exists as a data: URL is left out (a reference only), and so is the
 * 'Adjust perspective' switch (a reload starts with it off).
 */
export function keepStudioWork({ artwork, work }: KeptStudioWork): void {
  if (!artwork && isPristineWallWork(work)) return clearStudioWork();
  const kept = artwork && !isDataUrl(artwork.url) && !isDataUrl(artwork.fullUrl) ? artwork : null;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ artwork: kept, work: { ...work, adjusting: false } }));
  } catch {
    // No storage (privacy mode, full): the work lives as long as the page.
  }
}

/** The kept work; null when there is none or it does not look like ours. */
export function readStudioWork(): KeptStudioWork | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as unknown;
    if (!isRecord(parsed)) return null;
    const work = readWallWork(parsed.work);
    return work ? { artwork: readArtwork(parsed.artwork), work } : null;
  } catch {
    return null;
  }
}

/** Removes the kept work (sign-out also calls it for a page where the studio never loaded). */
export function clearStudioWork(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * The one writer of the kept work: after every action that changed the studio's artwork or wall
 * work (by reference: the slice's reducers copy on change), the new state is kept. A sign-out or
 * 'Try Again' leaves pristine work, which removes the entry.
 */
export const studioSessionMiddleware: Middleware<object, { studio?: StudioState }> = (store) => (next) => (action) => {
  const before = store.getState().studio;
  const result = next(action);
  const after = store.getState().studio;
  if (after && (after.artwork !== before?.artwork || after.wall !== before?.wall)) keepStudioWork({ artwork: after.artwork, work: after.wall });
  return result;
};
