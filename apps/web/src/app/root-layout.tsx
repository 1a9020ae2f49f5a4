import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { Toaster } from '../components/ui/toaster';
import { layoutVisibility } from './layout-visibility';

/** The site frame: header and footer as SPEC §2's layout rules allow on the current path. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { header, footer } = layoutVisibility(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      {footer && <SiteFooter />}
      <ScrollRestoration />
      {/* The one toast region of the app (components/ui/toast-store.ts). */}
      <Toaster />
    </div>
  );
}
