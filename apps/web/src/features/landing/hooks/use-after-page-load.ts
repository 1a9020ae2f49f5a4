import { useEffect, useState } from 'react';

const VISITOR_EVENTS = ['pointermove', 'pointerdown', 'scroll', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * True once the page has settled: at the visitor's first sign of life (a pointer move, touch,
 * scroll or key) or `delayMs` after the load event, whichever comes first.
 *
 * The hero videos wait for this. Decoding a 720p video costs a phone's CPU just when the page is
 * booting and becoming interactive; the poster (the first frame) is shown meanwhile, so the
 * video's start is a seamless fade.
 */
export function useAfterPageLoad(delayMs = 6000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      timer = setTimeout(go, delayMs);
    };
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    for (const type of VISITOR_EVENTS) window.addEventListener(type, go, { passive: true, once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', startTimer);
      for (const type of VISITOR_EVENTS) window.removeEventListener(type, go);
    };
  }, [ready, delayMs]);
  return ready;
}
