import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, whenPageReady } from './app';

/**
 * Starts the app in #root. A prerendered page (config/prerendered-pages.ts) arrives with its first
 * view in the HTML, built from the same components (scripts/prerender-pages.tsx): React hydrates
 * it once it can render that view at once (its code and state in), keeping the nodes on screen
 * instead of rebuilding the page (decision 057).
 */
export function mountApp(container: HTMLElement, prerendered: boolean): void {
  if (!prerendered) {
    createRoot(container).render(<App />);
    return;
  }
  // As a transition, React hydrates in slices of a few milliseconds (a plain hydration renders the
  // whole page in one task), so a tap or a scroll meanwhile is answered at once.
  void whenPageReady(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, <App />, {
        // Where this visitor's page differs from the built one (a kept cart or studio work, a
        // signed-in landing page), React renders that part anew: expected, and not a fault to report.
        onRecoverableError: (error) => {
          if (import.meta.env.DEV) console.warn('Hydration rendered a part of the page anew:', error);
        },
      });
    }),
  );
}
