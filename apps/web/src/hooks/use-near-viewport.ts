import { useEffect, useState, type RefObject } from 'react';
import { usePrerendering } from '../lib/prerendering';

const ARMING_EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * True once the element has come within `margin` of the viewport (and stays true). Without
 * IntersectionObserver (jsdom) it is true at once, so content never stays hidden; never while
 * prerendering.
 *
 * With `afterFirstScroll`, watching starts only once the visitor scrolls or acts: the landing
 * sections sit just below a full-height hero, and loading them for a visitor who never scrolls
 * would put their code into the first load for nothing.
 */
export function useNearViewport(ref: RefObject<Element | null>, { margin = '400px', afterFirstScroll = false } = {}): boolean {
  // At build time (a prerendered page, decision 046) not near: what the browser's first render
  // shows too, which hydration needs to be the same (decision 057).
  const prerendering = usePrerendering();
  const [near, setNear] = useState(() => !prerendering && typeof IntersectionObserver === 'undefined');
  const [armed, setArmed] = useState(() => !afterFirstScroll || typeof window === 'undefined' || window.scrollY > 0);

  useEffect(() => {
    if (armed) return;
    const arm = () => setArmed(true);
    for (const type of ARMING_EVENTS) window.addEventListener(type, arm, { passive: true, once: true });
    // A scroll between the first render (which read scrollY) and this effect has already fired
    // its event: without this check the sections would wait for a second scroll that may never come.
    if (window.scrollY > 0) arm();
    return () => {
      for (const type of ARMING_EVENTS) window.removeEventListener(type, arm);
    };
  }, [armed]);

  useEffect(() => {
    const element = ref.current;
    if (near || !armed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, armed]);

  return near;
}
