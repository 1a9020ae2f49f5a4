import { AdminLoadFailed } from './admin-list-parts';
import { cents, formatMoney, MESSAGES, ORDER_STATUS_LABELS, type Activity, type AdminDashboardResponse } from '@wallart/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { ReceiptIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useGetAdminDashboardQuery } from '../api/get-admin-dashboard';
import { activityHref, activityTime, shortDay } from '../dashboard/dashboard-format';
import { useAdminDataHeld } from '../hooks/use-admin-data-held';
import { useShownAnswer } from '../hooks/use-shown-answer';

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
  return (
    <PageLayout eyebrow="Overview" title="Admin Dashboard" description="Orders, customers and revenue at a glance, from the studio's live records.">
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
  const totalOrders = data.ordersByStatus.reduce((sum, s) => sum + s.count, 0);
  const noRevenue = data.revenueSeries.every((p) => p.cents === 0);
  const first = data.revenueSeries[0]?.date ?? data.today;
  return (
    <div className="space-y-8">
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 2xl:grid-cols-6">
          <StatCard label="Revenue today" value={formatMoney(cents(data.revenue.todayCents))} note={shortDay(data.today)} accent />
          <StatCard label="Revenue, 30 days" value={formatMoney(cents(data.revenue.last30DaysCents))} note="Captured payments" />
          <StatCard label="Orders placed" value={String(data.ordersLast30Days)} note="Last 30 days" />
          <StatCard label="New customers" value={String(data.newCustomersLast30Days)} note="Last 30 days" />
          <StatCard label="Active subscriptions" value={String(data.activeSubscriptions)} note="Plans in force" />
          <StatCard label="Consultations booked" value={String(data.upcomingConsultations)} note="Upcoming" />
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <Panel title="Revenue, last 30 days" subtitle={`${shortDay(first)} – ${shortDay(data.today)}, studio time`} className="lg:col-span-3">
          {noRevenue ? (
            <EmptyNote>No revenue in the last 30 days</EmptyNote>
          ) : (
            <>
              <Suspense fallback={<ChartSkeleton />}>
                <div aria-hidden="true">
                  <RevenueChart series={data.revenueSeries} />
                </div>
              </Suspense>
              <p className="sr-only">
                {formatMoney(cents(data.revenue.last30DaysCents))} over 30 days;{' '}
                {data.revenueSeries
                  .filter((p) => p.cents > 0)
                  .map((p) => `${shortDay(p.date)}: ${formatMoney(cents(p.cents))}`)
                  .join(', ')}
              </p>
            </>
          )}
        </Panel>
        <Panel title="Orders by status" subtitle={`${totalOrders} in all`} className="lg:col-span-2">
          {totalOrders === 0 ? (
            <EmptyNote>No orders yet</EmptyNote>
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
                    <dt>{ORDER_STATUS_LABELS[s.status]}</dt>
                    <dd>{s.count}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Panel>
      </div>

      <Panel title="Recent activity" subtitle="Orders, sign-ups, subscriptions and admin changes, newest first">
        {data.recentActivity.length === 0 ? <EmptyNote>No activity yet</EmptyNote> : <ActivityList items={data.recentActivity} />}
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

const KIND_LABELS: Record<Activity['kind'], string> = { order: 'Order', status: 'Status', signup: 'Sign-up', subscription: 'Plan', admin: 'Admin' };
const KIND_STYLES: Record<Activity['kind'], string> = {
  order: 'bg-terracotta-600 text-paper-50',
  status: 'bg-ink-900 text-paper-50',
  signup: 'bg-sage-600 text-paper-50',
  subscription: 'bg-brass-200 text-ink-900',
  admin: 'bg-paper-200 text-ink-800',
};

function ActivityList({ items }: { items: Activity[] }) {
  return (
    <ol className="divide-y divide-paper-300">
      {items.map((item, i) => (
        <li key={`${item.at}-${i}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
          <span className={cn('w-fit shrink-0 rounded-full px-2.5 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase', KIND_STYLES[item.kind])}>{KIND_LABELS[item.kind]}</span>
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
            {activityTime(item.at)}
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
        Loading dashboard
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

