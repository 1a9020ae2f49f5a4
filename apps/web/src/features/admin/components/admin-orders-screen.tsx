import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_PAGE_SIZE,
  ADMIN_ORDER_SEARCH_MAX_LENGTH,
  MESSAGES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type AdminOrderSummary,
  type OrderKind,
  type OrderStatus,
} from '@wallart/shared';
import { useCallback, useEffect, useId } from 'react';
import { PageLayout } from '../../../components/layout/page-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClasses, labelClasses } from '../../../components/ui/field-styles';
import { ArrowLeftIcon, ArrowRightIcon, ChevronDownIcon, ReceiptIcon } from '../../../components/ui/icons';
import { describeApiError } from '../../../lib/api-error';
import { getSessionToken } from '../../../lib/session-token';
import { useGetAdminOrdersQuery } from '../api/get-admin-orders';
import { useOrderListUrl } from '../hooks/use-order-list-url';
import { showingText } from '../utils/user-list';
import { OrderDetailDialog } from './order-detail-dialog';
import { AdminSearchBox } from './admin-search-box';
import { OrdersTable } from './orders-table';

/**
 * SPEC §2 "Admin area" Orders, a real screen (DESIGN §4.11, issue 19, decision 036): every order,
 * filtered by status and kind, searched by order number or customer email, paged on the server
 * (20 a page, state in the URL); View opens the order's details, where an admin moves it.
 */
export function AdminOrdersScreen() {
  const hasToken = getSessionToken() !== null;
  return (
    <PageLayout eyebrow="Production" title="Orders" description="Every order, from placed to completed: move it along, or cancel and refund it.">
      {hasToken ? <OrdersPanel /> : <Alert title={MESSAGES.adminUsers.noToken} />}
    </PageLayout>
  );
}

function OrdersPanel() {
  const [state, update] = useOrderListUrl();
  const { data, error, isLoading, isFetching, refetch } = useGetAdminOrdersQuery({
    q: state.q || undefined,
    status: state.status || undefined,
    kind: state.kind || undefined,
    page: state.page,
    pageSize: ADMIN_ORDER_PAGE_SIZE,
  });
  const onOpen = useCallback((order: AdminOrderSummary) => update({ order: order._id }), [update]);

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && data.orders.length === 0 && data.total > 0 && state.page > lastPage) update({ page: lastPage });
  }, [data, lastPage, state.page, update]);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <AdminSearchBox value={state.q} onSearch={(q) => update({ q, page: 1 })} label="Search orders" placeholder="Order number or customer email" maxLength={ADMIN_ORDER_SEARCH_MAX_LENGTH} />
        <FilterSelect
          label="Status"
          value={state.status}
          onChange={(status) => update({ status: status as OrderStatus | '', page: 1 })}
          options={[{ value: '', label: 'All statuses' }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))]}
        />
        <FilterSelect
          label="Kind"
          value={state.kind}
          onChange={(kind) => update({ kind: kind as OrderKind | '', page: 1 })}
          options={[
            { value: '', label: 'All kinds' },
            { value: 'artwork', label: 'Artwork' },
            { value: 'plan', label: 'Plan' },
          ]}
        />
      </div>

      {isLoading ? (
        <TableSkeleton />
      ) : !data ? (
        <Alert title={ADMIN_ORDER_MESSAGES.fetchFailed}>
          <p>{failureDetail(error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </Alert>
      ) : (
        <>
          {error && (
            <Alert title={ADMIN_ORDER_MESSAGES.fetchFailed}>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()} disabled={isFetching}>
                Try again
              </Button>
            </Alert>
          )}
          {data.orders.length === 0 ? (
            <EmptyState q={state.q} filtered={state.status !== '' || state.kind !== ''} />
          ) : (
            <OrdersTable orders={data.orders} onOpen={onOpen} busy={isFetching} />
          )}
          <Pagination page={data.page} pageSize={data.pageSize} shown={data.orders.length} total={data.total} lastPage={lastPage} busy={isFetching} onPage={(page) => update({ page })} />
        </>
      )}

      <OrderDetailDialog orderId={state.order || null} onClose={() => update({ order: '' })} />
    </div>
  );
}


function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="lg:w-48">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses({ className: 'appearance-none pr-10' })}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink-600" />
      </div>
    </div>
  );
}

function Pagination({ page, pageSize, shown, total, lastPage, busy, onPage }: { page: number; pageSize: number; shown: number; total: number; lastPage: number; busy: boolean; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Pages of orders" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-ink-600 tabular-nums" aria-live="polite">
        {showingText(page, pageSize, shown, total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          <ArrowLeftIcon className="size-4" /> Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= lastPage || busy} onClick={() => onPage(page + 1)}>
          Next <ArrowRightIcon className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

function EmptyState({ q, filtered }: { q: string; filtered: boolean }) {
  const title = q ? ADMIN_ORDER_MESSAGES.noMatch(q) : filtered ? 'No orders with this status or kind' : 'No orders yet';
  return (
    <div className="frame flex flex-col items-center rounded-[3px] px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-paper-200 text-terracotta-600">
        <ReceiptIcon className="size-7" />
      </span>
      <h2 className="mt-4 font-display text-2xl text-ink-900">{title}</h2>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-ink-600">
        {q || filtered ? 'Try another order number or email, or show every status and kind.' : 'Orders appear here as customers check out.'}
      </p>
    </div>
  );
}

function TableSkeleton() {
  return (
    <div className="frame rounded-[3px]" aria-busy="true">
      <p role="status" className="sr-only">
        Loading orders
      </p>
      <div aria-hidden="true" className="divide-y divide-paper-300">
        <div className="h-11 bg-paper-100/80" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex animate-pulse items-center gap-4 px-5 py-4 motion-reduce:animate-none">
            <span className="h-3 w-28 rounded-full bg-paper-200" />
            <span className="hidden h-3 w-48 rounded-full bg-paper-200 md:block" />
            <span className="hidden h-3 w-20 rounded-full bg-paper-200 lg:block" />
            <span className="ml-auto h-5 w-20 rounded-full bg-paper-200" />
            <span className="h-8 w-16 rounded-[3px] bg-paper-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

function failureDetail(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.signUp.networkError;
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return MESSAGES.api.internal;
}
