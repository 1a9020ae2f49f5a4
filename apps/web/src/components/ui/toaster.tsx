import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { useSharedText } from '../../lib/shared-text';
import { CheckIcon, CloseIcon, AlertIcon } from './icons';
import { InfoIcon } from './account-icons';
import { dismissToast, getToasts, subscribeToasts, type ToastTone } from './toast-store';

const toneStyles: Record<ToastTone, { box: string; icon: string }> = {
  success: { box: 'border-sage-600/40', icon: 'bg-sage-600 text-paper-50' },
  error: { box: 'border-danger-700/40', icon: 'bg-danger-700 text-paper-50' },
  info: { box: 'border-brass-400/60', icon: 'bg-ink-900 text-brass-200' },
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-full', toneStyles[tone].icon)}>
      <Icon className="size-4" />
    </span>
  );
}

/**
 * Renders the toasts of toast-store.ts. The live regions exist before any toast arrives, so screen
 * readers announce each one: errors assertively, the rest politely. Each toast can be closed.
 * (No role=alert on the empty region: it would read as an alert that is always on the page.)
 */
export function Toaster() {
  const { t } = useLingui();
  // Code outside React (the cart's sync) toasts @wallart/shared's English: shown in the UI's
  // language here; a text already translated stays as it is.
  const ts = useSharedText();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const render = (assertive: boolean) =>
    toasts
      .filter((toast) => (toast.tone === 'error') === assertive)
      .map((toast) => (
        <li
          key={toast.id}
          className={cn(
            'pointer-events-auto flex w-full items-center gap-3 rounded-[3px] border bg-paper-50 py-3 pr-2 pl-3 text-sm font-medium text-ink-900 shadow-frame',
            toneStyles[toast.tone].box,
          )}
        >
          <ToneIcon tone={toast.tone} />
          <span className="flex-1">{ts(toast.message)}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t`Close notification`}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-900/[0.06] hover:text-ink-900"
          >
            <CloseIcon className="size-4.5" />
          </button>
        </li>
      ));

  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 px-4 pt-4 sm:items-end sm:pr-6">
      <ol aria-live="assertive" aria-relevant="additions text" aria-label={t`Error notifications`} className="flex w-full max-w-sm flex-col gap-2 empty:hidden">
        {render(true)}
      </ol>
      <ol aria-live="polite" aria-relevant="additions text" aria-label={t`Notifications`} className="flex w-full max-w-sm flex-col gap-2 empty:hidden">
        {render(false)}
      </ol>
    </div>
  );
}
