import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pathWithoutLocale } from '@wallart/shared';
import { paths } from '../config/paths';
import { activateLocale, pageLocale } from '../lib/i18n';
import { App, whenPageReady } from './app';

/**
 * Starts the app in #root. A prerendered page (config/prerendered-pages.ts) arrives with its first
 * view in the HTML, built from the same components (scripts/prerender-pages.tsx): React hydrates
 * it once it can render that view at once (its code and state in), keeping the nodes on screen
 * instead of rebuilding the page (decision 057).
 *
 * `/` is the exception: its largest paint is the hero's poster, which a rebuild does not paint
 * anew, and measured alone it scored 92 (92 / 92 / 93) rebuilt against 83 (94 / 80 / 83) hydrated,
 * the end of hydration re-rendering every lazy landing section at once. It is rebuilt as before.
 *
 * A signed-in visitor's page is hydrated too: hydration renders the state the page was built with
 * (a guest's, app/provider.tsx), then the visitor's own as a transition. Screens that take first
 * values from the account take them once it is known (the plan checkout's contact fields), not
 * only on their first render (decision 060).
 */
export function mountApp(container: HTMLElement, prerendered: boolean): void {
  // The page's language is its address's (`/fr/cart`): its catalog is in before the first render,
  // so a page built in French is hydrated in French and no page shows English first (decision 084).
  // In development, `?lang=pseudo` may ask for the pseudo-locale instead (lib/pseudo-locale.ts);
  // a production build drops this branch and that module.
  const language = import.meta.env.DEV
    ? import('../lib/pseudo-locale').then(({ activateDevelopmentLocale }) => activateDevelopmentLocale())
    : activateLocale(pageLocale());
  if (!prerendered) {
    void language.then(() => createRoot(container).render(<App />));
    return;
  }
  const path = pathWithoutLocale(window.location.pathname);
  // As transitions, React renders in slices of a few milliseconds (a plain render or hydration is
  // the whole page in one task), so a tap or a scroll meanwhile is answered at once.
  void Promise.all([whenPageReady(path), language]).then(() => {
    performance.mark('app:page-ready');
    startTransition(() => {
      if (path === paths.home) {
        createRoot(container).render(<App />);
        return;
      }
      hydrateRoot(container, <App hydrating />, {
        // Where this visitor's page differs from the built one (a kept cart or studio work, a
        // signed-in visitor), React renders that part anew: expected, and not a fault to report.
        onRecoverableError: (error) => {
          if (import.meta.env.DEV) console.warn('Hydration rendered a part of the page anew:', error);
        },
      });
    });
  });
}
