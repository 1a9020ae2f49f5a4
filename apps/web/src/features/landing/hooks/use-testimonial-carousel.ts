import { useEffect, useReducer } from 'react';
import { CAROUSEL_NAV_LOCK_MS, CAROUSEL_PROGRESS_TICK_MS, CAROUSEL_START_DELAY_MS } from '@wallart/shared';
import { carouselReducer, initialCarouselState } from '../utils/carousel-reducer';

/** The timers of docs/product/landing.md#testimonials around the pure carousel reducer. */
export function useTestimonialCarousel(count: number) {
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarouselState);
  const ticking = state.started && !state.finished;

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'start' }), CAROUSEL_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // One ticker from the start to the end; the reducer ignores its ticks while the carousel is paused.
  // It is restarted by a manual jump only, which starts a fresh 4 s period (docs/product/landing.md#testimonials).
  // Restarting it on each pause or auto-advance, as before, lost ticks whenever React ran the effect
  // later than the event (a pointer leaving renders at continuous priority, in a later task).
  useEffect(() => {
    if (!ticking) return;
    const ticker = setInterval(() => dispatch({ type: 'tick' }), CAROUSEL_PROGRESS_TICK_MS);
    return () => clearInterval(ticker);
  }, [ticking, state.navigations]);

  useEffect(() => {
    if (!state.locked) return;
    const timer = setTimeout(() => dispatch({ type: 'unlock' }), CAROUSEL_NAV_LOCK_MS);
    return () => clearTimeout(timer);
  }, [state.locked]);

  return { state, dispatch };
}
