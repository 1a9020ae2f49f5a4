import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import type { HomeNavigationState } from '../config/landing-sections';

const STORAGE_KEY = 'wallart:scroll-positions';
/** Scroll positions by history entry (location.key), kept across reloads for this tab. */
const positions = new Map<string, number>(readStoredPositions());

function readStoredPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return [];
  }
}

/**
 * What a browser does for ordinary pages, for the app's client-side navigations: a new page
 * starts at the top, Back and Forward return to where the visitor was. Navigations to a landing
 * section (a hash or state.scrollToSection) are left to the landing page, which scrolls there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
      } catch {
        // Storage full or blocked: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useEffect(() => {
    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const toSection = location.hash !== '' || (location.state as HomeNavigationState | null)?.scrollToSection !== undefined;
    if (!toSection && navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
