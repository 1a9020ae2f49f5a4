import { prefersReducedMotion } from '../hooks/use-reduced-motion';
import { revealAllSections } from './section-reveal';

/** The sticky site header's height: sections stop just below it (docs/product/landing.md#home-hero). */
function headerOffset(): number {
  return document.querySelector<HTMLElement>('[data-site-header]')?.offsetHeight ?? 0;
}

/** Resolves once no lazy section shows its placeholder (or after `timeoutMs`). */
function whenSectionsRendered(timeoutMs = 2000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector('[data-lazy-pending]') || performance.now() - started > timeoutMs) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** How long a section reached by a link is held in place while late content settles above it. */
const KEEP_ALIGNED_MS = 10_000;

/**
 * For a while after the scroll, content that arrives late above the section (the package cards on
 * a slow connection, say) would push it away: while the page changes size, the section is put back
 * below the header. The visitor's own wheel, touch, key or pointer ends this at once.
 */
function keepAligned(align: () => void): void {
  const main = document.getElementById('main-content');
  if (!main || typeof ResizeObserver === 'undefined') return;
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => align());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, KEEP_ALIGNED_MS);
  for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(main);
}

/**
 * Scrolls a landing section to just below the header and gives it focus, so keyboard and
 * screen-reader users land there too. Every lazy section is rendered first, and the section is
 * kept in place while content still loading above it changes the page's height. When `cancelled`
 * is aborted before then (the visitor acted while the sections loaded), nothing moves.
 */
export async function scrollToSection(id: string, cancelled?: AbortSignal): Promise<void> {
  await revealAllSections();
  await whenSectionsRendered();
  const section = document.getElementById(id);
  if (!section || cancelled?.aborted) return;
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  let target = -1;
  const align = () => {
    const top = Math.max(0, Math.round(section.getBoundingClientRect().top + window.scrollY - headerOffset()));
    if (top === target) return; // already on its way there
    target = top;
    window.scrollTo({ top, behavior });
  };
  align();
  section.focus({ preventScroll: true });
  keepAligned(align);
}
