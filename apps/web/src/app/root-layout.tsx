import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { layoutVisibility } from './layout-visibility';

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

/** The site frame: header and footer as SPEC §2's layout rules allow on the current path. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { header, footer } = layoutVisibility(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteFrame header={header}>
        <Outlet />
      </SiteFrame>
      {footer && <SiteFooter />}
      <ScrollRestoration />
      {/* The one toast region of the app (components/ui/toast-store.ts), loaded when a screen can toast. */}
      <LazyToaster />
    </div>
  );
}
