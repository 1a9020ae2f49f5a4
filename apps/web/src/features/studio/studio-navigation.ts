import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../../stores/hooks';
import { artworkChosen, tabChanged, type StudioArtwork, type StudioTab } from '../../stores/studio-slice';

/**
 * docs/product/studio.md#generator-tabs route table: navigation state may carry `tab` ('wall' selects the wall tab) and
 * `uploadedImage`, an image handed to the wall tab: a URL, or a whole `StudioArtwork`.
 */
export interface StudioNavigationState {
  tab?: StudioTab;
  uploadedImage?: string | StudioArtwork;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The artwork a navigation state hands over, or null when it carries none (or something unreadable). */
export function artworkFromNavigation(value: unknown): StudioArtwork | null {
  if (typeof value === 'string' && value.trim() !== '') {
    return { imageId: null, url: value, fullUrl: value, width: 0, height: 0, vector: false, kind: 'sample', label: i18n._(msg`Selected image`) };
  }
  if (isRecord(value) && typeof value.url === 'string' && value.url !== '') {
    const kinds = ['upload', 'generated', 'face', 'sample'] as const;
    const kind = kinds.find((k) => k === value.kind) ?? 'sample';
    return {
      imageId: typeof value.imageId === 'string' ? value.imageId : null,
      url: value.url,
      fullUrl: typeof value.fullUrl === 'string' ? value.fullUrl : value.url,
      width: typeof value.width === 'number' ? value.width : 0,
      height: typeof value.height === 'number' ? value.height : 0,
      vector: value.vector === true,
      kind,
      label: typeof value.label === 'string' ? value.label : i18n._(msg`Selected image`),
    };
  }
  return null;
}

/** The tab a navigation state asks for: the one it names, else 'wall' when it brings an image. */
export function tabFromNavigation(state: unknown): StudioTab | null {
  if (!isRecord(state)) return null;
  if (state.tab === 'wall' || state.tab === 'face') return state.tab;
  return artworkFromNavigation(state.uploadedImage) ? 'wall' : null;
}

/**
 * History entries whose state was applied already (by `location.key`), kept in this browser tab:
 * the wall tab's work now survives a reload (decision 018), so a reload must not choose the entry's
 * image again and drop the visualisation.
 */
const APPLIED_KEY = 'wallart:studio-applied-entries';
/** Enough for any visit; the oldest are forgotten first. */
const MAX_APPLIED = 50;

function readApplied(): string[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(APPLIED_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

const applied = new Set<string>(readApplied());

/** Whether the state of the history entry `key` was applied already, in this page or before a reload. */
export function navigationApplied(key: string): boolean {
  return applied.has(key);
}

function markApplied(key: string): void {
  applied.add(key);
  try {
    sessionStorage.setItem(APPLIED_KEY, JSON.stringify([...applied].slice(-MAX_APPLIED)));
  } catch {
    // No storage: remembered for this page only.
  }
}

/**
 * Applies a navigation's state to the studio once per history entry: coming back to the same entry
 * (Back from the cart) or reloading it must not choose the same image again and reset the wall
 * tab's work, which is kept in the browser tab. The state itself stays in the entry (other code
 * and tests read it).
 */
export function useStudioNavigationState() {
  const { key, state } = useLocation() as { key: string; state: unknown };
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!isRecord(state) || navigationApplied(key)) return;
    markApplied(key);
    const artwork = artworkFromNavigation(state.uploadedImage);
    if (artwork) dispatch(artworkChosen(artwork));
    const tab = tabFromNavigation(state);
    if (tab) dispatch(tabChanged(tab));
  }, [key, state, dispatch]);
}
