import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { layoutVisibility } from './layout-visibility';
import { RouteErrorBoundary } from './route-error-boundary';
import { Spinner } from '../components/ui/spinner';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The frame's markup without the router-only parts: also rendered at build time into the
 * prerendered first view of `/` (scripts/prerender-home.tsx), so both stay identical.
 */
export function SiteFrame({ header, children }: { header: boolean; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      {header && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
    </>
  );
}

function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-32">
      <Spinner label="Loading page" className="text-terracotta-600" />
    </div>
  );
}

/** The site frame: header and footer as SPEC §2's layout rules allow on the current path. */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const { header, footer } = layoutVisibility(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteFrame header={header}>
        <RouteErrorBoundary resetKey={key}>
          {/* Shown only when a page is opened directly; client-side navigations keep the previous
              page on screen until the next one's code has loaded (React Router uses transitions). */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </SiteFrame>
      {footer && <SiteFooter />}
      <ScrollRestoration />
      {/* The one toast region of the app (components/ui/toast-store.ts), loaded when a screen can toast. */}
      <LazyToaster />
    </div>
  );
}
