import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminLoadFailed } from './admin-list-parts';
import { MESSAGES, numberFormat, ORDER_STATUS_LABELS, type Activity, type AdminDashboardResponse } from '@wallart/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { ReceiptIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useGetAdminDashboardQuery } from '../api/get-admin-dashboard';
import { activityHref, activityTime, shortDay } from '../dashboard/dashboard-format';
import { useAdminDataHeld } from '../hooks/use-admin-data-held';
import { useShownAnswer } from '../hooks/use-shown-answer';
import { useSharedText } from '../../../lib/shared-text';
import { dashboardMoney, intlTag, useUiLocale } from '../utils/ui-locale';

// recharts only here, in its own chunk, after the figures are on screen (docs/architecture.md#stack, decision 037).
const RevenueChart = lazy(async () => ({ default: (await import('../dashboard/dashboard-charts')).RevenueChart }));
const OrdersByStatusChart = lazy(async () => ({ default: (await import('../dashboard/dashboard-charts')).OrdersByStatusChart }));

/**
 * docs/product/admin.md#dashboard Dashboard, with live figures instead of the spec's hard-coded samples
 * (docs/architecture.md#real-admin-screens, issue 19): stat cards, 30 days of revenue, orders by status and recent activity.
 */
export function AdminDashboardScreen() {
  const held = useAdminDataHeld();
  const { data, isLoading, isUninitialized, isFetching, error, refetch } = useShownAnswer(useGetAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: 30, skip: held }));
  const { t } = useLingui();
  return (
    <PageLayout eyebrow={t`Overview`} title={t`Admin Dashboard`} description={t`Orders, customers and revenue at a glance, from the studio's live records.`}>
      {isLoading || isUninitialized ? (
        <DashboardSkeleton />
      ) : !data ? (
        <AdminLoadFailed title={MESSAGES.adminUsers.dashboardFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <Dashboard data={data} />
      )}
    </PageLayout>
  );
}

function Dashboard({ data }: { data: AdminDashboardResponse }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const locale = useUiLocale();
  const money = (amountCents: number) => dashboardMoney(locale, amountCents);
  // English as before ('1200'); the language's own digits and grouping otherwise.
  const count = (n: number) => (locale === 'en' ? String(n) : numberFormat(intlTag(locale)).format(n));
  const totalOrders = data.ordersByStatus.reduce((sum, s) => sum + s.count, 0);
  const noRevenue = data.revenueSeries.every((p) => p.cents === 0);
  const first = data.revenueSeries[0]?.date ?? data.today;
  const from = shortDay(first, locale);
  const to = shortDay(data.today, locale);
  const revenue30 = money(data.revenue.last30DaysCents);
  const days = data.revenueSeries
    .filter((p) => p.cents > 0)
    .map((p) => `${shortDay(p.date, locale)}: ${money(p.cents)}`)
    .join(', ');
  return (
    <div className="space-y-8">
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          <Trans>Figures</Trans>
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 2xl:grid-cols-6">
          <StatCard label={t`Revenue today`} value={money(data.revenue.todayCents)} note={shortDay(data.today, locale)} accent />
          <StatCard label={t`Revenue, 30 days`} value={money(data.revenue.last30DaysCents)} note={t`Captured payments`} />
          <StatCard label={t`Orders placed`} value={count(data.ordersLast30Days)} note={t`Last 30 days`} />
          <StatCard label={t`New customers`} value={count(data.newCustomersLast30Days)} note={t`Last 30 days`} />
          <StatCard label={t`Active subscriptions`} value={count(data.activeSubscriptions)} note={t`Plans in force`} />
          <StatCard label={t`Consultations booked`} value={count(data.upcomingConsultations)} note={t`Upcoming`} />
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <Panel title={t`Revenue, last 30 days`} subtitle={t`${from} – ${to}, studio time`} className="lg:col-span-3">
          {noRevenue ? (
            <EmptyNote>
              <Trans>No revenue in the last 30 days</Trans>
            </EmptyNote>
          ) : (
            <>
              <Suspense fallback={<ChartSkeleton />}>
                <div aria-hidden="true">
                  <RevenueChart series={data.revenueSeries} />
                </div>
              </Suspense>
              <p className="sr-only">
                <Trans>
                  {revenue30} over 30 days; {days}
                </Trans>
              </p>
            </>
          )}
        </Panel>
        <Panel title={t`Orders by status`} subtitle={t`${totalOrders} in all`} className="lg:col-span-2">
          {totalOrders === 0 ? (
            <EmptyNote>
              <Trans>No orders yet</Trans>
            </EmptyNote>
          ) : (
            <>
              <Suspense fallback={<ChartSkeleton />}>
                <div aria-hidden="true">
                  <OrdersByStatusChart counts={data.ordersByStatus} />
                </div>
              </Suspense>
              <dl className="sr-only">
                {data.ordersByStatus.map((s) => (
                  <div key={s.status}>
                    <dt>{ts(ORDER_STATUS_LABELS[s.status])}</dt>
                    <dd>{s.count}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Panel>
      </div>

      <Panel title={t`Recent activity`} subtitle={t`Orders, sign-ups, subscriptions and admin changes, newest first`}>
        {data.recentActivity.length === 0 ? (
          <EmptyNote>
            <Trans>No activity yet</Trans>
          </EmptyNote>
        ) : (
          <ActivityList items={data.recentActivity} />
        )}
      </Panel>
    </div>
  );
}

function StatCard({ label, value, note, accent = false }: { label: string; value: string; note: string; accent?: boolean }) {
  return (
    <li className={cn('frame flex flex-col rounded-[3px] p-4 sm:p-5', accent && 'border-t-2 border-t-terracotta-600')}>
      <p className="eyebrow break-words text-ink-600">{label}</p>
      <p className="mt-2 font-display text-2xl tracking-tight text-ink-900 tabular-nums sm:text-3xl">{value}</p>
      <p className="mt-1 text-xs text-ink-600">{note}</p>
    </li>
  );
}

function Panel({ title, subtitle, className, children }: { title: string; subtitle?: string; className?: string; children: ReactNode }) {
  return (
    <section className={cn('frame rounded-[3px] p-5 sm:p-6', className)} aria-label={title}>
      <h2 className="font-display text-xl text-ink-900">{title}</h2>
      {subtitle && <p className="mt-0.5 text-sm text-ink-600">{subtitle}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const KIND_LABELS: Record<Activity['kind'], MessageDescriptor> = { order: msg`Order`, status: msg`Status`, signup: msg`Sign-up`, subscription: msg`Plan`, admin: msg`Admin` };
const KIND_STYLES: Record<Activity['kind'], string> = {
  order: 'bg-terracotta-600 text-paper-50',
  status: 'bg-ink-900 text-paper-50',
  signup: 'bg-sage-600 text-paper-50',
  subscription: 'bg-brass-200 text-ink-900',
  admin: 'bg-paper-200 text-ink-800',
};

function ActivityList({ items }: { items: Activity[] }) {
  const { i18n } = useLingui();
  const locale = useUiLocale();
  return (
    <ol className="divide-y divide-paper-300">
      {items.map((item, i) => (
        <li key={`${item.at}-${i}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
          <span className={cn('w-fit shrink-0 rounded-full px-2.5 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase', KIND_STYLES[item.kind])}>{i18n._(KIND_LABELS[item.kind])}</span>
          <p className="min-w-0 flex-1 text-sm text-ink-800">
            {item.link ? (
              <Link to={activityHref(item.link)} className="underline decoration-ink-300 underline-offset-4 hover:text-terracotta-700 hover:decoration-terracotta-600">
                {item.text}
              </Link>
            ) : (
              item.text
            )}
          </p>
          <time dateTime={item.at} className="shrink-0 text-xs text-ink-600 tabular-nums">
            {activityTime(item.at, locale)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-[3px] border border-dashed border-paper-300 text-center">
      <ReceiptIcon className="size-6 text-terracotta-600" />
      <p className="font-display text-lg text-ink-900">{children}</p>
    </div>
  );
}

function ChartSkeleton() {
  return <div aria-hidden="true" className="h-60 animate-pulse rounded-[3px] bg-paper-200/70 motion-reduce:animate-none" />;
}

/** Grey shapes in the dashboard's layout while the figures load. */
function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="space-y-8">
      <p role="status" className="sr-only">
        <Trans>Loading dashboard</Trans>
      </p>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 2xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="frame h-28 animate-pulse rounded-[3px] motion-reduce:animate-none" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-5">
        <div className="frame h-80 animate-pulse rounded-[3px] motion-reduce:animate-none lg:col-span-3" />
        <div className="frame h-80 animate-pulse rounded-[3px] motion-reduce:animate-none lg:col-span-2" />
      </div>
    </div>
  );
}

