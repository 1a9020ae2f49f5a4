import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterDemand } from './toaster-demand';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** <Toaster/>, loaded once some screen that can toast has loaded (toaster-demand.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterDemand, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
