import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLandingSectionId, type HomeNavigationState } from '../../../config/landing-sections';

/**
 * SPEC §2: navigation to / may carry state.scrollToSection (a section id). The hash (/#about) is
 * honoured too. The section also takes focus so keyboard and screen-reader users land there.
 */
export function useScrollToSection() {
  const location = useLocation();

  useEffect(() => {
    const state = location.state as HomeNavigationState | null;
    const fromState = state?.scrollToSection;
    const fromHash = decodeURIComponent(location.hash.slice(1));
    const target = isLandingSectionId(fromState) ? fromState : isLandingSectionId(fromHash) ? fromHash : null;
    if (!target) return;
    const section = document.getElementById(target);
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  }, [location]);
}
