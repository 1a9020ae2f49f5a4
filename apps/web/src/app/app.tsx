import { RouterProvider } from 'react-router/dom';
import { persistor } from './app-store';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/** At most this long the prerendered first view waits for the app (then the app's own fallbacks show). */
const FIRST_VIEW_WAIT_MS = 3_000;

/**
 * Resolves once the first screen can render at once: its lazy route loaded and the persisted
 * state read. main.tsx waits for it before mounting over the prerendered first view of `/`
 * (scripts/prerender-home.tsx), so React's first commit is the page itself, not a loading screen.
 */
export function whenFirstViewReady(): Promise<void> {
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const stateReady = new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([Promise.all([routerReady, stateReady]).then(() => undefined), timeout]);
}
