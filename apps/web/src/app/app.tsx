import { BrowserRouter } from 'react-router';
import { apiNeededAtStart, loadApiClient, persistor } from './app-store';
import { AppProvider } from './provider';
import { ErrorBoundary } from './route-error-boundary';
import { AppRoutes, preloadPrerenderedScreens } from './router';
import { AppFailure } from './routes/app-failure';

export function App() {
  return (
    // Errors outside a page (the header, the footer, the providers) end here rather than blank the page.
    <ErrorBoundary fallback={() => <AppFailure />}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </ErrorBoundary>
  );
}

/** At most this long the prerendered first view waits for the app (then the app's own fallbacks show). */
const FIRST_VIEW_WAIT_MS = 3_000;

/**
 * Resolves once a prerendered page (config/prerendered-pages.ts) can render at once: its screens'
 * code loaded, the persisted state read and the API client in the store where the page needs it
 * (else a gate would show its loading screen). mount.tsx waits for it before mounting over the
 * built markup (scripts/prerender-pages.tsx), so React's first commit is the page itself.
 */
export function whenPageReady(path: string): Promise<void> {
  const screenReady = preloadPrerenderedScreens(path).then(
    () => undefined,
    () => undefined, // the route's error screen will say so once mounted
  );
  const stateReady = new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
  const apiReady = apiNeededAtStart() ? loadApiClient().catch(() => undefined) : undefined;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([Promise.all([screenReady, stateReady, apiReady]).then(() => undefined), timeout]);
}
