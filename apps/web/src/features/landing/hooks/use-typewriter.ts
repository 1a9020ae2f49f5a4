import { useEffect, useState } from 'react';
import { typewriterStep, type TypewriterState } from '../utils/typewriter';

/**
 * The text of the typed heading (docs/product/landing.md#home-hero, timings of docs/product/landing.md#home-hero). It starts with the first phrase
 * whole, so the first view reads as a complete sentence, then deletes and types on. When
 * `animate` is false (reduced motion) the first phrase stays.
 */
export function useTypewriter(phrases: readonly string[], animate: boolean): { text: string; deleting: boolean } {
  const [state, setState] = useState<TypewriterState>(() => ({ phrase: 0, length: phrases[0]?.length ?? 0, deleting: false }));

  useEffect(() => {
    if (!animate) return;
    const { next, delayMs } = typewriterStep(state, phrases);
    const timer = setTimeout(() => setState(next), delayMs);
    return () => clearTimeout(timer);
  }, [state, phrases, animate]);

  if (!animate) return { text: phrases[0] ?? '', deleting: false };
  return { text: (phrases[state.phrase] ?? '').slice(0, state.length), deleting: state.deleting };
}
