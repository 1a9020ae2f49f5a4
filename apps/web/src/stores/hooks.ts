import { createContext, use } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PrerenderingContext } from '../lib/prerendering';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * The state a built page was rendered from (app/provider.tsx gives it while React hydrates that
 * page; decisions 057, 060). Unset at build time, in a page the app renders itself, and where the
 * visitor's state is the built one (a guest with nothing kept, decision 074).
 */
export const BuiltStateContext = createContext<RootState | undefined>(undefined);

/**
 * `useSelector` for the app's state. While a built page is hydrated it reads the state the page was
 * built from, for the store's snapshot as for react-redux's `serverState`: where this visitor's
 * state differs (the account, the cart, kept studio work), the end of hydration then finds nothing
 * changed. A `useSyncExternalStore` whose value did change is re-rendered by React at once, with
 * everything below it, in one synchronous task (for a signed-in admin, the whole admin area). The
 * visitor's own values come with the transition that ends hydration (app/app.tsx), in slices.
 *
 * Without a built state to read (the visitor's is the same), a component reads the store alone and
 * does not depend on the prerendering flag: the transition that ends hydration then renders only
 * the few parts that differ by visitor, not every component that reads the store (decision 074).
 */
export function useAppSelector<T>(selector: (state: RootState) => T): T {
  const built = use(BuiltStateContext);
  // `use` may be called conditionally: the flag is read only where it changes what is rendered.
  const hydrating = built !== undefined && use(PrerenderingContext);
  return useSelector(hydrating ? () => selector(built) : selector);
}
