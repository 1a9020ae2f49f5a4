import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLandingSectionId, type HomeNavigationState } from '../../../config/landing-sections';

/**
 * docs/product/landing.md#sections: navigation to / may carry state.scrollToSection (a section id). The hash (/#about) is
 * honoured too. The section stops below the sticky header and takes focus.
 */
/** What a visitor does when they take over from a jump still on its way. */
const VISITOR_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useScrollToSection() {
  const location = useLocation();

  useEffect(() => {
    const state = location.state as HomeNavigationState | null;
    const fromState = state?.scrollToSection;
    const fromHash = decodeURIComponent(location.hash.slice(1));
    const target = isLandingSectionId(fromState) ? fromState : isLandingSectionId(fromHash) ? fromHash : null;
    // #home is the top of the page: nothing to load first.
    if (target === 'home') window.scrollTo({ top: 0, behavior: 'smooth' });
    if (!target || target === 'home') return;
    // The jump waits for the sections' code and data; if the visitor acts in the meantime (clicks
    // 'Get Quote', scrolls, presses a key), that wins: the late jump must not scroll the page away
    // or take focus from what they are using (issue 9 §3: focus lost after a dialog closed).
    const visitorActed = new AbortController();
    const abort = () => visitorActed.abort();
    for (const type of VISITOR_INPUT) window.addEventListener(type, abort, { capture: true, passive: true, signal: visitorActed.signal });
    // Loaded on demand: a plain visit to / never needs it.
    void import('../utils/scroll-to-section')
      .then((m) => m.scrollToSection(target, visitorActed.signal))
      .finally(abort);
    return abort;
  }, [location]);
}
