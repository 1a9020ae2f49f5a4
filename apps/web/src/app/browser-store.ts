import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { api as Api } from '../lib/api';
import { cartReducer } from '../stores/cart-slice';
import { registerSliceInjector } from '../stores/lazy-slices';
import { persistSlicesMiddleware, readPersistedSlices } from '../stores/persisted-slices';
import type { StudioState } from '../stores/studio-slice';
import { userReducer } from '../stores/user-slice';

/**
 * The browser's store, built so that the first page does not load RTK Query.
 *
 * `stores/store.ts` wires the RTK Query client (lib/api) in statically; that client is about 16 KB
 * gzip, and the landing page's first view never calls the API for a guest. Here the user and cart
 * slices are present from the start and the API slice is injected by `loadApiClient()` before
 * anything that needs it renders (a stored session, a screen other than /, the first user
 * interaction, or a landing section that fetches). The user and cart slices are read from
 * localStorage as the store is made and written back on change (stores/persisted-slices.ts).
 */
type ApiState = ReturnType<typeof Api.reducer>;

export function createBrowserStore() {
  const rootReducer = combineSlices({ user: userReducer, cart: cartReducer }).withLazyLoadedSlices<{ api: ApiState; studio: StudioState }>();
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: readPersistedSlices(),
    middleware: (getDefault) => getDefault().concat(persistSlicesMiddleware, dynamicMiddleware.middleware),
  });
  // Screens' own slices and their middleware (stores/lazy-slices.ts) join when their code loads.
  registerSliceInjector((slice, middleware) => {
    rootReducer.inject(slice);
    if (middleware) dynamicMiddleware.addMiddleware(middleware);
  });

  let apiLoading: Promise<void> | null = null;
  let apiLoaded = false;
  /**
   * Loads lib/api once and adds its reducer and middleware; resolves when RTK Query can be used.
   * A failed load (offline) is forgotten, so the next caller tries again.
   */
  function loadApiClient(): Promise<void> {
    apiLoading ??= Promise.all([import('../lib/api'), import('@reduxjs/toolkit/query'), import('../features/cart/sync/app-cart-sync')]).then(
      ([{ api }, { setupListeners }, { createAppCartSync }]) => {
        rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
        dynamicMiddleware.addMiddleware(api.middleware);
        // A signed-in cart lives on the server (decision 027); its sync needs the API client.
        dynamicMiddleware.addMiddleware(createAppCartSync().middleware);
        // Initialise state.api before the first hook reads it.
        store.dispatch({ type: 'app/apiClientLoaded' });
        setupListeners(store.dispatch);
        apiLoaded = true;
      },
      (error: unknown) => {
        apiLoading = null;
        throw error;
      },
    );
    return apiLoading;
  }
  loadApiClient.isLoaded = () => apiLoaded;

  /**
   * Every slice's first state, before the kept state was read: what a prerendered page's
   * markup was built from (scripts/prerender-pages.tsx renders with a fresh store), so what React
   * renders while hydrating it (app/provider.tsx). The API slice is in it once injected.
   *
   * Where this visitor's slice holds the same values (a guest with nothing kept: every slice), it is
   * the store's own object: when hydration ends, each `useSelector` compares what it rendered with
   * the store's state, and a difference makes React render that component again at once, in one
   * uninterruptible task (decision 058).
   */
  const prerenderedState = () => {
    const built = rootReducer(undefined, { type: 'app/prerenderedState' }) as Record<string, unknown>;
    const current = store.getState() as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(built).map(([key, slice]) => [key, JSON.stringify(slice) === JSON.stringify(current[key]) ? current[key] : slice]),
    );
  };

  return { store, loadApiClient, prerenderedState };
}
