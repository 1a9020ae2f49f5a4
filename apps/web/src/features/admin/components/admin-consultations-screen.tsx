import { AdminEmptyState, AdminLoadFailed, AdminPagination } from './admin-list-parts';
import {
  ADMIN_CONSULTATION_MESSAGES,
  CONSULTATION_LIST_FILTERS,
  dateTimeFormat,
  studioInstant,
  STUDIO_TIME_ZONE,
  type AdminConsultation,
  type ConsultationListFilter,
} from '@wallart/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { Button } from '../../../components/ui/button';
import { CalendarIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useGetConsultationsQuery } from '../api/get-consultations';
import { useMarkConsultationDoneMutation } from '../api/mark-consultation-done';
import { useAdminDataHeld } from '../hooks/use-admin-data-held';
import { useShownAnswer } from '../hooks/use-shown-answer';

const FILTER_LABELS: Record<ConsultationListFilter, string> = { upcoming: 'Upcoming', past: 'Past' };

/** 'Thu, Jan 22, 2026 · 10:00 AM' on the studio's clock, as the customer booked it. */
function slotText(c: Pick<AdminConsultation, 'date' | 'time'>): string {
  const at = studioInstant(c.date, c.time);
  const day = dateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: STUDIO_TIME_ZONE }).format(at);
  const time = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: STUDIO_TIME_ZONE }).format(at);
  return `${day} · ${time}`;
}

/**
 * Consultations (ours, issue 19): the bookings customers made on their subscriptions (issue 18),
 * upcoming (soonest first) or past (newest first), with Mark as done. The tab and page live in the URL.
 */
export function AdminConsultationsScreen() {
  const [params, setParams] = useSearchParams();
  const status: ConsultationListFilter = params.get('status') === 'past' ? 'past' : 'upcoming';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const held = useAdminDataHeld();
  const { data, error, isLoading, isUninitialized, isFetching, refetch } = useShownAnswer(useGetConsultationsQuery({ status, page }, { skip: held }));
  const [markDone] = useMarkConsultationDoneMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const go = (next: { status?: ConsultationListFilter; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? 1;
    const search = new URLSearchParams();
    if (s !== 'upcoming') search.set('status', s);
    if (p > 1) search.set('page', String(p));
    setParams(search, { replace: true });
  };

  const onDone = async (c: AdminConsultation) => {
    setPendingId(c._id);
    try {
      const res = await markDone(c._id).unwrap();
      toast.success(res.message);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, ADMIN_CONSULTATION_MESSAGES.markFailed));
    } finally {
      setPendingId(null);
    }
  };

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageLayout eyebrow="Studio diary" title="Consultations" description="Design consultations customers booked on their plans, on the studio's clock (Toronto).">
      <div className="space-y-5">
        <div role="group" aria-label="Which consultations" className="inline-flex rounded-[3px] border border-ink-900/20 bg-paper-50 p-1">
          {CONSULTATION_LIST_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={status === f}
              onClick={() => go({ status: f })}
              className={cn('rounded-[2px] px-4 py-1.5 text-sm font-semibold transition-colors', status === f ? 'bg-ink-900 text-paper-50' : 'text-ink-700 hover:bg-ink-900/[0.06]')}
            >
              {FILTER_LABELS[f]}
            </button>
          ))}
        </div>

        {isLoading || isUninitialized ? (
          <div className="frame h-64 animate-pulse rounded-[3px] motion-reduce:animate-none" aria-busy="true">
            <p role="status" className="sr-only">
              Loading consultations
            </p>
          </div>
        ) : !data ? (
          <AdminLoadFailed title={ADMIN_CONSULTATION_MESSAGES.fetchFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : data.data.length === 0 ? (
          <AdminEmptyState
            icon={<CalendarIcon className="size-7" />}
            title={status === 'upcoming' ? 'No upcoming consultations' : 'No past consultations'}
            hint="Customers book consultations from the Subscriptions tab of their profile."
          />
        ) : (
          <>
            <ul className={cn('space-y-3 transition-opacity', isFetching && 'opacity-60')} aria-busy={isFetching || undefined}>
              {data.data.map((c) => (
                <li key={c._id} className="frame grid gap-3 rounded-[3px] p-4 sm:grid-cols-[12rem_1fr_auto] sm:items-center sm:gap-5 sm:p-5">
                  <div>
                    <p className="font-display text-lg leading-snug text-ink-900">{slotText(c)}</p>
                    <StatusBadge status={c.status} />
                  </div>
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-ink-900">
                      <Link to={`${paths.adminUsers}?${new URLSearchParams({ q: c.customer.email }).toString()}`} className="underline decoration-ink-300 underline-offset-4 hover:text-terracotta-700">
                        {c.customer.name}
                      </Link>{' '}
                      <span className="font-normal text-ink-600">· {c.package.name}</span>
                    </p>
                    <p className="truncate text-ink-600">{c.customer.email}</p>
                    {c.note && <p className="mt-1.5 border-l-2 border-brass-400 pl-3 text-ink-700 break-words">{c.note}</p>}
                  </div>
                  <div className="sm:text-right">
                    {c.status === 'done' ? (
                      <p className="text-xs text-ink-600">Done {c.doneAt ? dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: STUDIO_TIME_ZONE }).format(new Date(c.doneAt)) : ''}</p>
                    ) : (
                      <Button variant="outline" size="sm" className="w-full sm:w-auto" disabled={pendingId === c._id} onClick={() => void onDone(c)} aria-label={`Mark ${c.customer.name}'s consultation on ${slotText(c)} as done`}>
                        Mark as done
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <AdminPagination
              noun="consultations"
              page={page}
              pageSize={data.pageSize}
              shown={data.data.length}
              total={data.total}
              lastPage={lastPage}
              busy={isFetching}
              onPage={(next) => go({ page: next })}
            />
          </>
        )}
      </div>
    </PageLayout>
  );
}

function StatusBadge({ status }: { status: AdminConsultation['status'] }) {
  const label = status === 'done' ? 'Done' : status === 'upcoming' ? 'Upcoming' : 'Awaiting “done”';
  return (
    <span
      className={cn(
        'mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'done' ? 'bg-sage-600 text-paper-50' : status === 'upcoming' ? 'bg-brass-200 text-ink-900' : 'bg-paper-200 text-ink-700',
      )}
    >
      {label}
    </span>
  );
}
