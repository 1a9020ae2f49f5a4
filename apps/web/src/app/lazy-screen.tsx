import { lazy, type ComponentType } from 'react';

export type LazyScreen = ComponentType & {
  /** Starts loading the screen's code (the same request rendering it makes). */
  preload: () => Promise<ComponentType>;
  /** The screen module's path from apps/web (`src/…`), for a prerendered page's modulepreloads (Vite's manifest). */
  source?: string | undefined;
};

/**
 * A route screen in its own chunk, loaded when it first renders. `preload` fetches it earlier
 * (app/mount.tsx waits for the home screen before mounting over the prerendered first view); once
 * loaded, the screen renders straight away instead of suspending for a tick as React.lazy would,
 * so the prerendered page is never replaced by a loading state. A failed load is forgotten, so
 * the next render tries again.
 */
export function lazyScreen(load: () => Promise<ComponentType>, source?: string): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function Screen() {
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return Object.assign(Screen, { preload, source });
}
