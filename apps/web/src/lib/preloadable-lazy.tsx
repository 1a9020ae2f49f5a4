import { lazy, type ComponentType } from 'react';

export type PreloadableLazy<P extends object = object> = ComponentType<P> & {
  /** Starts loading the component's code (the same request rendering it makes); resolves to the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component in its own chunk, loaded when it first renders, like React.lazy; `preload` fetches it
 * earlier. Once loaded it renders straight away instead of suspending for a tick as React.lazy
 * would, so a prerendered page that preloaded it (app/router.tsx) is hydrated with it rather than
 * replaced by its loading state. A failed load is forgotten, so the next render tries again.
 */
export function preloadableLazy<P extends object = object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
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
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
