import { DELETE_SPEED_MS, TYPING_PAUSE_MS, TYPING_SPEED_MS } from '@wallart/shared';

/**
 * The typed heading of docs/product/landing.md#home-hero as a pure step: type a phrase one character every 70 ms, hold it
 * for 1500 ms, delete it one character every 50 ms, then type the next phrase (docs/product/landing.md#home-hero).
 */
export interface TypewriterState {
  phrase: number;
  /** Characters of the current phrase shown. */
  length: number;
  deleting: boolean;
}

export const initialTypewriterState: TypewriterState = { phrase: 0, length: 0, deleting: false };

/** The next state and how long to wait before it is shown. */
export function typewriterStep(state: TypewriterState, phrases: readonly string[]): { next: TypewriterState; delayMs: number } {
  const full = phrases[state.phrase]?.length ?? 0;
  if (!state.deleting) {
    if (state.length < full) return { next: { ...state, length: state.length + 1 }, delayMs: TYPING_SPEED_MS };
    return { next: { ...state, deleting: true }, delayMs: TYPING_PAUSE_MS };
  }
  if (state.length > 0) return { next: { ...state, length: state.length - 1 }, delayMs: DELETE_SPEED_MS };
  return { next: { phrase: (state.phrase + 1) % phrases.length, length: 0, deleting: false }, delayMs: TYPING_SPEED_MS };
}
