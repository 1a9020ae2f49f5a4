import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterDemand } from './toaster-demand';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

const notWanted = () => false;

/** <Toaster/>, loaded once some screen that can toast has loaded (toaster-demand.ts). */
export function LazyToaster() {
  // A built page (decision 046) has no toast region; hydrating it renders none either (057).
  const wanted = useSyncExternalStore(subscribeToasterDemand, isToasterWanted, notWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
