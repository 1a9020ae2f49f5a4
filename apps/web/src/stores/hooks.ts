import { useDispatch, useSelector } from 'react-redux';
import { usePrerendering } from '../lib/prerendering';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * `useAppSelector` for a value that differs by visitor (the account, the cart) in a part of a built
 * page (decisions 046, 057, 060). While the page is built or hydrated it is `built`, the value the
 * build rendered, from the store's state as from the state the page was built from: the end of
 * hydration then finds nothing changed here. A `useSyncExternalStore` whose value did change is
 * re-rendered by React at once, with everything below it, in one synchronous task (a signed-in
 * admin's whole admin area). The visitor's own value comes with the transition that ends hydration
 * (app/app.tsx), rendered in slices.
 */
export function useVisitorSelector<T>(selector: (state: RootState) => T, built: T): T {
  const prerendering = usePrerendering();
  return useAppSelector(prerendering ? () => built : selector);
}
