import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { usePrerendering } from '../lib/prerendering';
import { layoutVisibility } from './layout-visibility';
import { RouteErrorBoundary } from './route-error-boundary';
import { Spinner } from '../components/ui/spinner';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Marks a page's build-time copy (scripts/prerender-pages.tsx, decision 046) until the app has
 * hydrated it (decision 057): main.tsx recognises a prerendered page by it, and tests wait for it to
 * go. Its own component, so that the end of hydration re-renders this mark, not the whole frame.
 */
function PrerenderedMark() {
  return usePrerendering() ? <span hidden data-prerendered="" /> : null;
}

/** The frame's markup. */
export function SiteFrame({
  header,
  children,
  after,
}: {
  header: boolean;
  children: ReactNode;
  /** What follows the main content (the footer and the app's non-visual parts). */
  after?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PrerenderedMark />
      <SkipLink />
      {header && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      {after}
    </div>
  );
}

function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-32">
      <Spinner label="Loading page" className="text-terracotta-600" />
    </div>
  );
}

/** The site frame: header and footer as the spec's layout rules allow on the current path (docs/product/site.md#layout-rules). */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const { header, footer } = layoutVisibility(pathname);
  return (
    <SiteFrame
      header={header}
      after={
        <>
          {footer && <SiteFooter />}
          <ScrollRestoration />
          {/* The one toast region of the app (components/ui/toast-store.ts), loaded when a screen can toast. */}
          <LazyToaster />
        </>
      }
    >
      <RouteErrorBoundary resetKey={key}>
        {/* Shown only when a page is opened directly; client-side navigations keep the previous
            page on screen until the next one's code has loaded (React Router uses transitions). */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </SiteFrame>
  );
}
