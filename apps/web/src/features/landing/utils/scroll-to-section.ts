import { revealAllSections } from './section-reveal';

/** The sticky site header's height: sections stop just below it (SPEC §2 'View Our Work'). */
export function headerOffset(): number {
  return document.querySelector<HTMLElement>('[data-site-header]')?.offsetHeight ?? 0;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
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

/**
 * Scrolls a landing section to just below the header and gives it focus, so keyboard and
 * screen-reader users land there too. Every lazy section is rendered first, so nothing above
 * the target grows after the scroll.
 */
export async function scrollToSection(id: string): Promise<void> {
  await revealAllSections();
  await whenSectionsRendered();
  const section = document.getElementById(id);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - headerOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  section.focus({ preventScroll: true });
}
