import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLandingSectionId, type HomeNavigationState } from '../../../config/landing-sections';

/**
 * SPEC §2: navigation to / may carry state.scrollToSection (a section id). The hash (/#about) is
 * honoured too. The section stops below the sticky header and takes focus.
 */
export function useScrollToSection() {
  const location = useLocation();

  useEffect(() => {
    const state = location.state as HomeNavigationState | null;
    const fromState = state?.scrollToSection;
    const fromHash = decodeURIComponent(location.hash.slice(1));
    const target = isLandingSectionId(fromState) ? fromState : isLandingSectionId(fromHash) ? fromHash : null;
    // #home is the top of the page: nothing to load first.
    if (target === 'home') window.scrollTo({ top: 0, behavior: 'smooth' });
    // Loaded on demand: a plain visit to / never needs it.
    else if (target) void import('../utils/scroll-to-section').then((m) => m.scrollToSection(target));
  }, [location]);
}
