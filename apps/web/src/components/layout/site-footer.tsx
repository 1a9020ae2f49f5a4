import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport';

// The footer's links, forms and form library load when the footer nears the screen: on the
// landing page that is far below the first view, so none of it is in the first load.
const SiteFooterBody = lazy(() => import('./site-footer-body'));

/** Height reserved before the content loads, close to the real footer so the page does not jump. */
const placeholder = <div aria-hidden="true" className="min-h-[60rem] md:min-h-[38rem]" />;

/** docs/product/landing.md#footer. The `<footer data-site-footer>` landmark exists at once; its content is lazy. */
export function SiteFooter() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { margin: '600px' });

  return (
    <footer ref={ref} data-site-footer className="bg-ink-900 text-paper-100">
      {near ? (
        <Suspense fallback={placeholder}>
          <SiteFooterBody />
        </Suspense>
      ) : (
        placeholder
      )}
    </footer>
  );
}
