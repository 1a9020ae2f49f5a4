import { createContext, use, useEffect, useState, type ReactNode } from 'react';

/**
 * Loads the API client (RTK Query) on demand. The app shell provides the loader
 * (app/browser-store.ts injects RTK Query only when first needed, to keep it out of the landing
 * page's first load); without a provider, as in tests, the client is assumed to be in the store.
 */
export type ApiClientLoader = (() => Promise<void>) & {
  /** True once the client is in the store: a render then needs no loading state first. */
  isLoaded?: () => boolean;
};

export const ApiClientLoaderContext = createContext<ApiClientLoader>(() => Promise.resolve());

/**
 * True once RTK Query hooks may be used; starts loading the client on first use. A client that
 * cannot be loaded (offline) is thrown to the nearest error boundary, which offers a reload.
 */
export function useApiClientReady(): boolean {
  const load = use(ApiClientLoaderContext);
  // Already loaded (the app mounting over a prerendered page waited for it): no fallback first,
  // which would replace the page's built markup with a loading screen for a frame.
  const [ready, setReady] = useState(() => load.isLoaded?.() ?? false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      () => active && setReady(true),
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  if (failure) throw failure.error;
  return ready;
}

/** Renders `children` (which may call RTK Query hooks) once the API client is loaded. */
export function WhenApiClientReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useApiClientReady() ? children : fallback;
}
