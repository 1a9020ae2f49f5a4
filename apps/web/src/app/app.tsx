import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { localeBasename, localeOfPath } from '@wallart/shared';
import { PrerenderingContext } from '../lib/prerendering';
import { takeOverEarlyInput } from './early-input/take-over';
import { apiNeededAtStart, loadApiClient } from './app-store';
import { AppProvider } from './provider';
import { ErrorBoundary } from './route-error-boundary';
import { AppRoutes, preloadPrerenderedScreens } from './router';
import { AppFailure } from './routes/app-failure';

// One element for the app's lifetime: when `App` re-renders (hydration over), the routes do not.
// Under a language's prefix (`/fr/…`) every route and link is within it (docs/product/languages.md#addresses).
const routes = (
  <BrowserRouter basename={localeBasename(localeOfPath(window.location.pathname))}>
    <AppRoutes />
  </BrowserRouter>
);

/**
 * The app. Hydrating a prerendered page (app/mount.tsx, `hydrating`), its first render must be that
 * page's built markup (scripts/prerender-pages.tsx): the visitor-dependent parts render as at build
 * time until React has hydrated it, then as this visitor's. That second render is a transition, so
 * React renders it in slices between which a tap or a scroll is answered (decision 058); a fresh
 * mount renders as this visitor's at once.
 */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  const [prerendering, setPrerendering] = useState(hydrating);
  useEffect(() => {
    if (prerendering) {
      performance.mark('app:hydrated');
      startTransition(() => setPrerendering(false));
    }
    // The visitor's own view is on screen: what was pressed on the built page before now is acted
    // on, in order, once (issue 35, decision 073). A page that was not built has nothing kept.
    else takeOverEarlyInput();
  }, [prerendering]);
  return (
    <PrerenderingContext value={prerendering}>
      {/* Errors outside a page (the header, the footer, the providers) end here rather than blank the page. */}
      <ErrorBoundary fallback={() => <AppFailure />}>
        <AppProvider hydrating={prerendering}>{routes}</AppProvider>
      </ErrorBoundary>
    </PrerenderingContext>
  );
}

/** At most this long the prerendered first view waits for the app (then the app's own fallbacks show). */
const FIRST_VIEW_WAIT_MS = 3_000;

/**
 * Resolves once a prerendered page (config/prerendered-pages.ts) can render at once: its screens'
 * code loaded and the API client in the store where the page needs it
 * (else a gate would show its loading screen). mount.tsx waits for it before mounting over the
 * built markup (scripts/prerender-pages.tsx), so React's first commit is the page itself.
 */
export function whenPageReady(path: string): Promise<void> {
  const screenReady = preloadPrerenderedScreens(path).then(
    () => undefined,
    () => undefined, // the route's error screen will say so once mounted
  );
  const apiReady = apiNeededAtStart() ? loadApiClient().catch(() => undefined) : undefined;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([Promise.all([screenReady, apiReady]).then(() => undefined), timeout]);
}
