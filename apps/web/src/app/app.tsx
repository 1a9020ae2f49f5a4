import { BrowserRouter } from 'react-router';
import { persistor } from './app-store';
import { AppProvider } from './provider';
import { AppRoutes, HomeScreen } from './router';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}

/** At most this long the prerendered first view waits for the app (then the app's own fallbacks show). */
const FIRST_VIEW_WAIT_MS = 3_000;

/**
 * Resolves once the home page can render at once: its screen's code loaded and the persisted
 * state read. mount.tsx waits for it before mounting over the prerendered first view of `/`
 * (scripts/prerender-home.tsx), so React's first commit is the page itself, not a loading screen.
 */
export function whenHomeReady(): Promise<void> {
  const screenReady = HomeScreen.preload().then(
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
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([Promise.all([screenReady, stateReady]).then(() => undefined), timeout]);
}
