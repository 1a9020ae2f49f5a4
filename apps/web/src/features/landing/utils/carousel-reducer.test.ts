import { CAROUSEL_ADVANCE_MS, CAROUSEL_NAV_LOCK_MS, CAROUSEL_PROGRESS_TICK_MS, CAROUSEL_START_DELAY_MS } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselReducer, initialCarouselState, isRunning, visibleSlides, type CarouselAction, type CarouselState } from './carousel-reducer';

/**
 * Drives the reducer with the same timers as the hook (start delay, 20 ms ticks, navigation lock)
 * under Vitest's fake clock, so the assertions are in milliseconds as docs/product/landing.md#testimonials state them.
 */
function driveWithTimers(count: number) {
  let state = initialCarouselState(count);
  let lockTimer: ReturnType<typeof setTimeout> | undefined;
  const dispatch = (action: CarouselAction) => {
    const before = state;
    state = carouselReducer(state, action);
    if (state.locked && !before.locked) lockTimer = setTimeout(() => dispatch({ type: 'unlock' }), CAROUSEL_NAV_LOCK_MS);
  };
  let ticker: ReturnType<typeof setInterval> | undefined;
  // As in the hook: the 20 ms ticker runs from the moment the carousel starts.
  setTimeout(() => {
    dispatch({ type: 'start' });
    ticker = setInterval(() => dispatch({ type: 'tick' }), CAROUSEL_PROGRESS_TICK_MS);
  }, CAROUSEL_START_DELAY_MS);
  return {
    get state(): CarouselState {
      return state;
    },
    dispatch,
    stop: () => {
      clearInterval(ticker);
      clearTimeout(lockTimer);
    },
  };
}

describe('testimonial carousel reducer (docs/product/landing.md#testimonials)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms, then advances every 4 s with progress rising 0.5 every 20 ms', () => {
    const c = driveWithTimers(4);
    vi.advanceTimersByTime(CAROUSEL_START_DELAY_MS - 1);
    expect(c.state.started).toBe(false);
    vi.advanceTimersByTime(1);
    expect(c.state.started).toBe(true);
    expect(c.state.progress).toBe(0);
    vi.advanceTimersByTime(20);
    expect(c.state.progress).toBe(0.5);
    vi.advanceTimersByTime(2000 - 20);
    expect(c.state.progress).toBe(50);
    vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS - 2000 - 20);
    expect(c.state.index).toBe(0);
    vi.advanceTimersByTime(20);
    expect(c.state.index).toBe(1);
    expect(c.state.progress).toBe(0);
    c.stop();
  });

  it('stops for good at the last testimonial instead of wrapping', () => {
    const c = driveWithTimers(4);
    vi.advanceTimersByTime(CAROUSEL_START_DELAY_MS + 3 * CAROUSEL_ADVANCE_MS);
    expect(c.state.index).toBe(3);
    vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS);
    expect(c.state).toMatchObject({ index: 3, finished: true, progress: 100 });
    expect(isRunning(c.state)).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(c.state.index).toBe(3);
    c.stop();
  });

  it('pauses while hovered and resumes where it was', () => {
    const c = driveWithTimers(4);
    vi.advanceTimersByTime(CAROUSEL_START_DELAY_MS + 1000);
    expect(c.state.progress).toBe(25);
    c.dispatch({ type: 'pause', by: 'hover', paused: true });
    vi.advanceTimersByTime(10_000);
    expect(c.state).toMatchObject({ index: 0, progress: 25 });
    c.dispatch({ type: 'pause', by: 'hover', paused: false });
    vi.advanceTimersByTime(3000);
    expect(c.state.index).toBe(1);
    c.stop();
  });

  it('stays paused while either the pointer or keyboard focus is on it', () => {
    const c = driveWithTimers(4);
    vi.advanceTimersByTime(CAROUSEL_START_DELAY_MS + 1000);
    c.dispatch({ type: 'pause', by: 'focus', paused: true });
    c.dispatch({ type: 'pause', by: 'hover', paused: true });
    c.dispatch({ type: 'pause', by: 'hover', paused: false }); // the pointer leaves; focus is still inside
    vi.advanceTimersByTime(10_000);
    expect(c.state).toMatchObject({ index: 0, progress: 25 });
    c.dispatch({ type: 'pause', by: 'focus', paused: false });
    vi.advanceTimersByTime(3000);
    expect(c.state.index).toBe(1);
    c.stop();
  });

  it('wraps Previous and Next, restarts the progress and locks navigation for 500 ms', () => {
    const c = driveWithTimers(4);
    vi.advanceTimersByTime(CAROUSEL_START_DELAY_MS + 1000);
    c.dispatch({ type: 'previous' });
    expect(c.state).toMatchObject({ index: 3, progress: 0, locked: true });
    c.dispatch({ type: 'next' });
    expect(c.state.index).toBe(3);
    vi.advanceTimersByTime(CAROUSEL_NAV_LOCK_MS - 20);
    c.dispatch({ type: 'next' });
    expect(c.state.index).toBe(3);
    vi.advanceTimersByTime(20);
    expect(c.state.locked).toBe(false);
    c.dispatch({ type: 'next' });
    expect(c.state).toMatchObject({ index: 0, progress: 0, finished: false });
    c.stop();
  });

  it('lets the dots jump to any testimonial and resumes a finished run', () => {
    const c = driveWithTimers(4);
    vi.advanceTimersByTime(CAROUSEL_START_DELAY_MS + 4 * CAROUSEL_ADVANCE_MS);
    expect(c.state.finished).toBe(true);
    c.dispatch({ type: 'goTo', index: 1 });
    expect(c.state).toMatchObject({ index: 1, finished: false, progress: 0 });
    vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS);
    expect(c.state.index).toBe(2);
    c.dispatch({ type: 'goTo', index: 9 });
    expect(c.state.index).toBe(2);
    c.stop();
  });

  it('shows five slides at offsets -2..+2, wrapping around the testimonials', () => {
    expect(visibleSlides({ count: 4, index: 0 }, 5)).toEqual([
      { offset: -2, index: 2 },
      { offset: -1, index: 3 },
      { offset: 0, index: 0 },
      { offset: 1, index: 1 },
      { offset: 2, index: 2 },
    ]);
    expect(visibleSlides({ count: 4, index: 3 }, 5).map((s) => s.index)).toEqual([1, 2, 3, 0, 1]);
  });

  it('rejects an empty carousel', () => {
    expect(() => initialCarouselState(0)).toThrow(RangeError);
  });
});
