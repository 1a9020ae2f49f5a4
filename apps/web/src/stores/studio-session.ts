import type { StudioArtwork } from './studio-slice';

/**
 * The wall tab's work kept in this browser tab's sessionStorage (decision 018): the chosen artwork
 * by reference (image id and URLs, never a data: URL) with the options, wall and placement. Written
 * by the wall tab on every change, read when a page starts (a reload, Back into the site, the
 * sign-in detour), removed by 'Try Again'. The key is the one the sign-in detour always used.
 */
const KEY = 'wallart:wall-work';

export interface StoredStudioWork {
  artwork: StudioArtwork | null;
  /** The wall tab's own state (features/studio/wall/wall-work.ts checks it). */
  work: unknown;
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

/** Keeps the work; an artwork that only exists as a data: URL is left out (a reference only). */
export function writeStudioWork({ artwork, work }: StoredStudioWork): void {
  const kept = artwork && !isDataUrl(artwork.url) && !isDataUrl(artwork.fullUrl) ? artwork : null;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ artwork: kept, work }));
  } catch {
    // No storage (privacy mode, full): the work lives as long as the page.
  }
}

export function readStudioWork(): StoredStudioWork | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as unknown;
    if (!isRecord(parsed)) return null;
    return { artwork: readArtwork(parsed.artwork), work: parsed.work };
  } catch {
    return null;
  }
}

export function clearStudioWork(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
