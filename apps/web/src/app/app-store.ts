import { pathWithoutLocale } from '@wallart/shared';
import { getSessionToken } from '../lib/session-token';
import { paths } from '../config/paths';
import { createBrowserStore } from './browser-store';

/** The one store of the running app (tests build their own with stores/store.ts). */
export const { store, loadApiClient, prerenderedState } = createBrowserStore();

/**
 * Whether RTK Query is needed from the start: a stored session is checked with GET /auth/me, and
 * every screen except the landing page fetches its data. The landing page of a guest needs it only
 * once the visitor does something (see `loadApiClientOnFirstInteraction`).
 */
export function apiNeededAtStart(): boolean {
  return getSessionToken() !== null || pathWithoutLocale(window.location.pathname) !== paths.home;
}

/**
 * Loads the API client at the first sign of interaction. Any navigation away from / starts with a
 * pointer, key or history event, so the client is injected before the next screen's module (which
 * imports lib/api) has even been fetched, let alone rendered.
 */
export function loadApiClientOnFirstInteraction(): void {
  const events = ['pointerdown', 'keydown', 'touchstart', 'popstate'] as const;
  const load = () => {
    for (const type of events) window.removeEventListener(type, load, true);
    // A failure is reported by whatever needs the client when it tries again.
    loadApiClient().catch(() => undefined);
  };
  for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
}
