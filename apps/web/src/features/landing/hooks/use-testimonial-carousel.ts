import { useEffect, useReducer } from 'react';
import { CAROUSEL_NAV_LOCK_MS, CAROUSEL_PROGRESS_TICK_MS, CAROUSEL_START_DELAY_MS } from '@wallart/shared';
import { carouselReducer, initialCarouselState, isRunning } from '../utils/carousel-reducer';

/** The timers of docs/product/landing.md#testimonials around the pure carousel reducer. */
export function useTestimonialCarousel(count: number) {
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarouselState);
  const running = isRunning(state);

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'start' }), CAROUSEL_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Restarted with each slide, so a manual jump starts a fresh 4 s period (docs/product/landing.md#testimonials).
  useEffect(() => {
    if (!running) return;
    const ticker = setInterval(() => dispatch({ type: 'tick' }), CAROUSEL_PROGRESS_TICK_MS);
    return () => clearInterval(ticker);
  }, [running, state.index]);

  useEffect(() => {
    if (!state.locked) return;
    const timer = setTimeout(() => dispatch({ type: 'unlock' }), CAROUSEL_NAV_LOCK_MS);
    return () => clearTimeout(timer);
  }, [state.locked]);

  return { state, dispatch };
}
