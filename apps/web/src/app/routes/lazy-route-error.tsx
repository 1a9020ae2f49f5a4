import { lazy, Suspense } from 'react';
import { HydrateFallback } from './hydrate-fallback';

// The error screen (with its layout, artwork and title) is rarely needed: it loads only when a
// route fails, so the first load of `/` does not carry it (issue 4's JS budget).
const RouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteError })));

export function LazyRouteError() {
  return (
    <Suspense fallback={<HydrateFallback />}>
      <RouteError />
    </Suspense>
  );
}
