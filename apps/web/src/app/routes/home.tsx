import { lazy, Suspense } from 'react';
import { WhenApiClientReady } from '../../components/ui/api-client-ready';
import { HomeScreen } from '../../features/landing/components/home-screen';

// The cards fetch GET /api/packages through RTK Query; they load with the about section, after the
// API client is in the store (app/browser-store.ts), never with the first view.
const PackageCards = lazy(() => import('../../features/packages/components/package-cards').then((m) => ({ default: m.PackageCards })));

// data-lazy-pending: scrolling to a section waits until content of a still-unknown height is in
// (features/landing/utils/scroll-to-section.ts), so nothing above the target moves afterwards.
const cardsPlaceholder = <div data-lazy-pending aria-hidden="true" className="grid min-h-[38rem] gap-6 md:grid-cols-3" />;

/** The home route composes the landing page with the package cards of the packages feature. */
export function HomeRoute() {
  return (
    <HomeScreen
      packages={
        <WhenApiClientReady fallback={cardsPlaceholder}>
          <Suspense fallback={cardsPlaceholder}>
            <PackageCards />
          </Suspense>
        </WhenApiClientReady>
      }
    />
  );
}
