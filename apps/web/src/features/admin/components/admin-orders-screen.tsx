import { Trans, useLingui } from '@lingui/react/macro';
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
import { ChevronDownIcon, ReceiptIcon } from '../../../components/ui/icons';
import { usePrerendering } from '../../../lib/prerendering';
import { getSessionToken } from '../../../lib/session-token';
import { useGetAdminOrdersQuery } from '../api/get-admin-orders';
import { useOrderListUrl } from '../hooks/use-order-list-url';
import { AdminEmptyState, AdminLoadFailed, AdminPagination } from './admin-list-parts';
import { AdminSearchBox } from './admin-search-box';
import { OrdersTable } from './orders-table';
import { useAdminDataHeld } from '../hooks/use-admin-data-held';
import { useShownAnswer } from '../hooks/use-shown-answer';
import { onDemand } from '../../../components/ui/on-demand';
import { useSharedText } from '../../../lib/shared-text';

// The order's dialog (its history, payment and print files) loads when one first opens (issue 21).
const OrderDetailDialog = onDemand(async () => (await import('./order-detail-dialog')).OrderDetailDialog, (props) => props.orderId !== null);

/**
 * docs/product/admin.md#orders Orders, a real screen (docs/architecture.md#real-admin-screens, issue 19, decision 036): every order,
 * filtered by status and kind, searched by order number or customer email, paged on the server
 * (20 a page, state in the URL); View opens the order's details, where an admin moves it.
 */
export function AdminOrdersScreen() {
  // Built as the admin sees it (a guest never sees it: the guard sends them home).
  const hasToken = usePrerendering() || getSessionToken() !== null;
  const { t } = useLingui();
  const ts = useSharedText();
  return (
    <PageLayout eyebrow={t`Production`} title={t`Orders`} description={t`Every order, from placed to completed: move it along, or cancel and refund it.`}>
      {hasToken ? <OrdersPanel /> : <Alert title={ts(MESSAGES.adminUsers.noToken)} />}
    </PageLayout>
  );
}

function OrdersPanel() {
  const { t } = useLingui();
  const ts = useSharedText();
  const [state, update] = useOrderListUrl();
  const held = useAdminDataHeld();
  const result = useGetAdminOrdersQuery({
    q: state.q || undefined,
    status: state.status || undefined,
    kind: state.kind || undefined,
    page: state.page,
    pageSize: ADMIN_ORDER_PAGE_SIZE,
  }, { skip: held });
  const { data, error, isLoading, isUninitialized, isFetching, refetch } = useShownAnswer(result);
  const onOpen = useCallback((order: AdminOrderSummary) => update({ order: order._id }), [update]);

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // ADMIN_ORDER_MESSAGES.noMatch's text, composed here in the UI's language (lib/shared-text.ts: a
  // shared text with a placeholder is the web's own message).
  const query = state.q;
  useEffect(() => {
    if (data && data.orders.length === 0 && data.total > 0 && state.page > lastPage) update({ page: lastPage });
  }, [data, lastPage, state.page, update]);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <AdminSearchBox value={state.q} onSearch={(q) => update({ q, page: 1 })} label={t`Search orders`} placeholder={t`Order number or customer email`} maxLength={ADMIN_ORDER_SEARCH_MAX_LENGTH} />
        <FilterSelect
          label={t`Status`}
          value={state.status}
          onChange={(status) => update({ status: status as OrderStatus | '', page: 1 })}
          options={[{ value: '', label: t`All statuses` }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ts(ORDER_STATUS_LABELS[s]) }))]}
        />
        <FilterSelect
          label={t`Kind`}
          value={state.kind}
          onChange={(kind) => update({ kind: kind as OrderKind | '', page: 1 })}
          options={[
            { value: '', label: t`All kinds` },
            { value: 'artwork', label: t`Artwork` },
            { value: 'plan', label: t`Plan` },
          ]}
        />
      </div>

      {isLoading || isUninitialized ? (
        <TableSkeleton />
      ) : !data ? (
        <AdminLoadFailed title={ADMIN_ORDER_MESSAGES.fetchFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <>
          {error && (
            <Alert title={ts(ADMIN_ORDER_MESSAGES.fetchFailed)}>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()} disabled={isFetching}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          )}
          {data.orders.length === 0 ? (
            <AdminEmptyState
              icon={<ReceiptIcon className="size-7" />}
              title={state.q ? t`No orders match "${query}"` : state.status !== '' || state.kind !== '' ? t`No orders with this status or kind` : t`No orders yet`}
              hint={state.q || state.status !== '' || state.kind !== '' ? t`Try another order number or email, or show every status and kind.` : t`Orders appear here as customers check out.`}
            />
          ) : (
            <OrdersTable orders={data.orders} onOpen={onOpen} busy={isFetching} />
          )}
          <AdminPagination label={t`Pages of orders`} page={data.page} pageSize={data.pageSize} shown={data.orders.length} total={data.total} lastPage={lastPage} busy={isFetching} onPage={(page) => update({ page })} />
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



function TableSkeleton() {
  return (
    <div className="frame rounded-[3px]" aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Loading orders</Trans>
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

