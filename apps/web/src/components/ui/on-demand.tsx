import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from './spinner';

/**
 * A dialog whose code loads the first time it opens (issue 21): the cart's checkout and an order's
 * details ran their module code — forms, zod, card rules — on every visit to `/cart`, before anyone
 * had touched the page. Until it first opens nothing renders; while its code downloads a veil says
 * so; once loaded it stays mounted, so it closes (and opens again) as any dialog does.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function OnDemand(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Adjusting state while rendering (React's documented pattern): no extra commit without the dialog.
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={open ? <Opening /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

function Opening() {
  const { t } = useLingui();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink-950/55 text-paper-50 backdrop-blur-[2px]">
      <Spinner label={t`Opening…`} className="rounded-full bg-ink-900/70 p-3" />
    </div>
  );
}
