import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import type { HomeNavigationState } from '../config/landing-sections';

const STORAGE_KEY = 'wallart:scroll-positions';
/** Scroll positions by history entry (location.key) recorded in this page's life. */
const positions = new Map<string, number>();
/**
 * Those of earlier loads of this tab, read when first needed: a page's first sessionStorage access
 * waits for the browser to load the tab's storage (tens of milliseconds of a phone's start-up, issue
 * 21), and a fresh visit, or a Back within the app, never needs it.
 */
let stored: Map<string, number> | undefined;
const storedPositions = () => (stored ??= new Map(readStoredPositions()));
/** The position to return to on `key`: this page's own record, else one kept by an earlier load. */
const savedPosition = (key: string) => positions.get(key) ?? storedPositions().get(key);

/** Whether this document was opened by a reload or Back/Forward: only then has its first entry a place to return to. */
function documentRestored(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry === undefined || entry.type !== 'navigate';
}

function readStoredPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return [];
  }
}

const RESTORE_WAIT_MS = 3_000;

/**
 * Page changes jump, as a browser's own page loads do: the stylesheet's smooth scrolling (kept for
 * in-page section links) would otherwise animate the old page's position over the new page.
 */
function jumpTo(y: number) {
  window.scrollTo({ top: y, left: 0, behavior: 'instant' });
}

/**
 * Scrolls back to `y`. A page that comes back while its lazily rendered parts are still on their
 * way changes height above and below the visitor's place: the scroll is repeated each time the
 * page's size changes, until the visitor scrolls on their own or 3 s pass. Returns the clean-up.
 */
function restore(y: number): (() => void) | undefined {
  jumpTo(y);
  if (typeof ResizeObserver === 'undefined') return undefined;
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => jumpTo(y));
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  return stop;
}

/**
 * What a browser does for ordinary pages, for the app's client-side navigations: a new page
 * starts at the top, Back and Forward return to where the visitor was. Navigations to a landing
 * section (a hash or state.scrollToSection) are left to the landing page, which scrolls there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scroll events are recorded for. It moves to the new entry before the new page is
  // scrolled, so neither that scroll nor the browser's clamping to a shorter page (both reported a
  // frame later) overwrite the position of the page just left.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...new Map([...storedPositions(), ...positions])].slice(-50)));
      } catch {
        // Storage full or blocked: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  const firstEntry = useRef(true);
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const first = firstEntry.current;
    firstEntry.current = false;
    const saved = navigationType === NavigationType.Pop && (!first || documentRestored()) ? savedPosition(location.key) : undefined;
    if (saved !== undefined) return restore(saved);
    const toSection = location.hash !== '' || (location.state as HomeNavigationState | null)?.scrollToSection !== undefined;
    if (!toSection && navigationType !== NavigationType.Pop) jumpTo(0);
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
