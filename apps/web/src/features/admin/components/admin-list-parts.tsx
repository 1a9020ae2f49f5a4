import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { showingText } from '../utils/user-list';
import { loadFailureDetail } from '../utils/load-failure';
import { useSharedText } from '../../../lib/shared-text';

/**
 * The parts every admin list shares (Users, Orders, Packages, Consultations, the Dashboard): the
 * load failure with Try again, the empty state and the pages. One markup, so the screens read alike.
 */

/** The spec's 'Failed to …' title (docs/product/messages.md#admin, a shared message shown in the UI's language), what went wrong under it, and Try again. */
export function AdminLoadFailed({ title, error, retrying, onRetry }: { title: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const ts = useSharedText();
  return (
    <Alert title={ts(title)}>
      <p>{loadFailureDetail(error, ts)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? t`Trying again…` : t`Try again`}
      </Button>
    </Alert>
  );
}

/** A list with nothing in it: an icon, what is (not) there, and what to do. */
export function AdminEmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <div className="frame flex flex-col items-center rounded-[3px] px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-paper-200 text-terracotta-600">{icon}</span>
      <h2 className="mt-4 font-display text-2xl text-ink-900">{title}</h2>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-ink-600">{hint}</p>
    </div>
  );
}

export interface AdminPaginationProps {
  /** The navigation's name: 'Pages of users'. */
  label: string;
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  lastPage: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** 'Showing 21–40 of 57' with Previous and Next, disabled at the ends and while a page loads. */
export function AdminPagination({ label, page, pageSize, shown, total, lastPage, busy, onPage }: AdminPaginationProps) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-ink-600 tabular-nums" aria-live="polite">
        {showingText(i18n, page, pageSize, shown, total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          <ArrowLeftIcon className="size-4" /> <Trans>Previous</Trans>
        </Button>
        <Button variant="outline" size="sm" disabled={page >= lastPage || busy} onClick={() => onPage(page + 1)}>
          <Trans>Next</Trans> <ArrowRightIcon className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
