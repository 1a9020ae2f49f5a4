import { CAROUSEL_ADVANCE_MS, CAROUSEL_PROGRESS_STEP, CAROUSEL_PROGRESS_TICK_MS } from '@wallart/shared';

/**
 * The testimonial carousel of docs/product/landing.md#testimonials as a pure state machine. The hook that owns the timers
 * (use-testimonial-carousel.ts) only dispatches these actions:
 * - `start` once, 500 ms after mount (docs/product/landing.md#testimonials start delay);
 * - `tick` every 20 ms from the start on: progress rises by 0.5, so it reaches 100 after 4 s and the
 *   carousel advances; at the last testimonial it stops for good instead of wrapping. A tick while
 *   paused is ignored, so a pause and its end act at once, in the order they happened, however
 *   late React renders them;
 * - `pause` pauses while the pointer is over the carousel or keyboard focus is inside it (either
 *   keeps it paused), and resumes when neither is;
 * - `next`/`previous` wrap around, `goTo` jumps (the dots); each restarts the progress and locks
 *   navigation until `unlock`, which the hook sends 500 ms later.
 */
export interface CarouselState {
  count: number;
  index: number;
  /** 0 to 100: how far the current slide is towards the next auto-advance. */
  progress: number;
  started: boolean;
  /** What currently holds the carousel still: a pointer over it, keyboard focus inside it. */
  pausedBy: { hover: boolean; focus: boolean };
  finished: boolean;
  /** Manual navigation is ignored while true (docs/product/landing.md#testimonials navigation lock). */
  locked: boolean;
  /** Counts manual navigations: the hook restarts its 20 ms ticker on each, and only then. */
  navigations: number;
}

export type CarouselAction =
  | { type: 'start' }
  | { type: 'tick' }
  | { type: 'pause'; by: 'hover' | 'focus'; paused: boolean }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'unlock' };

/** Progress per tick, per cent: 0.5 every 20 ms fills the bar in exactly the 4 s advance period. */
export const PROGRESS_FULL = (CAROUSEL_ADVANCE_MS / CAROUSEL_PROGRESS_TICK_MS) * CAROUSEL_PROGRESS_STEP;

export function initialCarouselState(count: number): CarouselState {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`a carousel needs at least one slide, got ${count}`);
  return { count, index: 0, progress: 0, started: false, pausedBy: { hover: false, focus: false }, finished: count === 1, locked: false, navigations: 0 };
}

/** Whether the progress timer should run: started, not paused and not finished. */
export function isRunning(state: CarouselState): boolean {
  return state.started && !state.pausedBy.hover && !state.pausedBy.focus && !state.finished;
}

function navigate(state: CarouselState, index: number): CarouselState {
  if (state.locked) return state;
  // Manual navigation restarts the timers (docs/product/landing.md#testimonials): a fresh progress run on the new slide.
  return { ...state, index, progress: 0, finished: false, locked: true, navigations: state.navigations + 1 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const last = state.count - 1;
  switch (action.type) {
    case 'start':
      return state.started ? state : { ...state, started: true };
    case 'tick': {
      if (!isRunning(state)) return state;
      const progress = state.progress + CAROUSEL_PROGRESS_STEP;
      if (progress < PROGRESS_FULL) return { ...state, progress };
      // The last testimonial ends the run; the carousel never wraps on its own (docs/product/landing.md#testimonials).
      if (state.index >= last) return { ...state, progress: PROGRESS_FULL, finished: true };
      return { ...state, index: state.index + 1, progress: 0 };
    }
    case 'pause':
      return state.pausedBy[action.by] === action.paused ? state : { ...state, pausedBy: { ...state.pausedBy, [action.by]: action.paused } };
    case 'next':
      return navigate(state, state.index === last ? 0 : state.index + 1);
    case 'previous':
      return navigate(state, state.index === 0 ? last : state.index - 1);
    case 'goTo':
      if (!Number.isSafeInteger(action.index) || action.index < 0 || action.index > last) return state;
      return navigate(state, action.index);
    case 'unlock':
      return state.locked ? { ...state, locked: false } : state;
  }
}

/**
 * The five visible slides of docs/product/landing.md#testimonials: offsets -2 to +2 around the current one, each showing the
 * testimonial at that distance (wrapping, so with four testimonials the outermost two repeat).
 */
export function visibleSlides(state: Pick<CarouselState, 'count' | 'index'>, visible: number): Array<{ offset: number; index: number }> {
  const reach = Math.floor(visible / 2);
  const slides: Array<{ offset: number; index: number }> = [];
  for (let offset = -reach; offset <= reach; offset++) {
    slides.push({ offset, index: (((state.index + offset) % state.count) + state.count) % state.count });
  }
  return slides;
}
