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
 * The frame's markup. `prerendered` marks the copy rendered at build time into a page's HTML
 * (scripts/prerender-pages.tsx, decision 046), which main.tsx recognises and the app replaces.
 */
export function SiteFrame({
  header,
  children,
  after,
  prerendered = false,
}: {
  header: boolean;
  children: ReactNode;
  /** What follows the main content (the footer and the app's non-visual parts). */
  after?: ReactNode;
  /** Marks the build-time copy, which main.tsx recognises and the app replaces. */
  prerendered?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col" data-prerendered={prerendered ? '' : undefined}>
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

/** The site frame: header and footer as SPEC §2's layout rules allow on the current path. */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const { header, footer } = layoutVisibility(pathname);
  const prerendering = usePrerendering();
  return (
    <SiteFrame
      header={header}
      prerendered={prerendering}
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
