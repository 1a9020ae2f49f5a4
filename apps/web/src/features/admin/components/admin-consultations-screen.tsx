import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminEmptyState, AdminLoadFailed, AdminPagination } from './admin-list-parts';
import {
  ADMIN_CONSULTATION_MESSAGES,
  CONSULTATION_LIST_FILTERS,
  dateTimeFormat,
  studioInstant,
  STUDIO_TIME_ZONE,
  type AdminConsultation,
  type ConsultationListFilter,
  type Locale,
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
import { useSharedText } from '../../../lib/shared-text';
import { intlTag, useUiLocale } from '../utils/ui-locale';

const FILTER_LABELS: Record<ConsultationListFilter, MessageDescriptor> = { upcoming: msg`Upcoming`, past: msg`Past` };

/** 'Thu, Jan 22, 2026 · 10:00 AM' on the studio's clock, as the customer booked it, in the UI's language. */
function slotText(c: Pick<AdminConsultation, 'date' | 'time'>, locale: Locale): string {
  const at = studioInstant(c.date, c.time);
  const tag = intlTag(locale);
  const day = dateTimeFormat(tag, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: STUDIO_TIME_ZONE }).format(at);
  const time = dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: STUDIO_TIME_ZONE }).format(at);
  return `${day} · ${time}`;
}

/**
 * Consultations (ours, issue 19): the bookings customers made on their subscriptions (issue 18),
 * upcoming (soonest first) or past (newest first), with Mark as done. The tab and page live in the URL.
 */
export function AdminConsultationsScreen() {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const locale = useUiLocale();
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
      toast.error(apiErrorMessage(failure, ts(ADMIN_CONSULTATION_MESSAGES.markFailed)));
    } finally {
      setPendingId(null);
    }
  };

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageLayout eyebrow={t`Studio diary`} title={t`Consultations`} description={t`Design consultations customers booked on their plans, on the studio's clock (Toronto).`}>
      <div className="space-y-5">
        <div role="group" aria-label={t`Which consultations`} className="inline-flex rounded-[3px] border border-ink-900/20 bg-paper-50 p-1">
          {CONSULTATION_LIST_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={status === f}
              onClick={() => go({ status: f })}
              className={cn('rounded-[2px] px-4 py-1.5 text-sm font-semibold transition-colors', status === f ? 'bg-ink-900 text-paper-50' : 'text-ink-700 hover:bg-ink-900/[0.06]')}
            >
              {i18n._(FILTER_LABELS[f])}
            </button>
          ))}
        </div>

        {isLoading || isUninitialized ? (
          <div className="frame h-64 animate-pulse rounded-[3px] motion-reduce:animate-none" aria-busy="true">
            <p role="status" className="sr-only">
              <Trans>Loading consultations</Trans>
            </p>
          </div>
        ) : !data ? (
          <AdminLoadFailed title={ADMIN_CONSULTATION_MESSAGES.fetchFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : data.data.length === 0 ? (
          <AdminEmptyState
            icon={<CalendarIcon className="size-7" />}
            title={status === 'upcoming' ? t`No upcoming consultations` : t`No past consultations`}
            hint={t`Customers book consultations from the Subscriptions tab of their profile.`}
          />
        ) : (
          <>
            <ul className={cn('space-y-3 transition-opacity', isFetching && 'opacity-60')} aria-busy={isFetching || undefined}>
              {data.data.map((c) => {
                const slot = slotText(c, locale);
                const customer = c.customer.name;
                const doneOn = c.doneAt ? dateTimeFormat(intlTag(locale), { month: 'short', day: 'numeric', timeZone: STUDIO_TIME_ZONE }).format(new Date(c.doneAt)) : '';
                return (
                  <li key={c._id} className="frame grid gap-3 rounded-[3px] p-4 sm:grid-cols-[12rem_1fr_auto] sm:items-center sm:gap-5 sm:p-5">
                    <div>
                      <p className="font-display text-lg leading-snug text-ink-900">{slot}</p>
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
                        <p className="text-xs text-ink-600">{doneOn ? t`Done ${doneOn}` : t`Done`}</p>
                      ) : (
                        <Button variant="outline" size="sm" className="w-full sm:w-auto" disabled={pendingId === c._id} onClick={() => void onDone(c)} aria-label={t`Mark ${customer}'s consultation on ${slot} as done`}>
                          <Trans>Mark as done</Trans>
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <AdminPagination
              label={t`Pages of consultations`}
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
  const { t } = useLingui();
  const label = status === 'done' ? t`Done` : status === 'upcoming' ? t`Upcoming` : t`Awaiting “done”`;
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
