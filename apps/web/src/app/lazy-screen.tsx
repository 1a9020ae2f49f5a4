import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../lib/preloadable-lazy';

export type LazyScreen = PreloadableLazy & {
  /** The screen module's path from apps/web (`src/…`), for a prerendered page's list of app files (Vite's manifest). */
  source?: string | undefined;
};

/**
 * A route screen in its own chunk, loaded when it first renders (lib/preloadable-lazy.tsx).
 * `preload` fetches it earlier: app/mount.tsx waits for a prerendered page's screens before
 * hydrating the built markup, so the first render is the page itself, never a loading state.
 */
export function lazyScreen(load: () => Promise<ComponentType>, source?: string): LazyScreen {
  return Object.assign(preloadableLazy(load), { source });
}
