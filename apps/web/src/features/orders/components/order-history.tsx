import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, ORDER_HISTORY_FILTERS, type Order, type OrderHistoryFilter } from '@wallart/shared';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { onDemand } from '../../../components/ui/on-demand';
import { Button } from '../../../components/ui/button';
import { ReceiptIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths, signInHref } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-error';
import { useSharedText } from '../../../lib/shared-text';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useGetUserOrdersQuery } from '../api/get-user-orders';
import { countsByFilter, emptyHistoryState, isOrderHistoryFilter, ordersForFilter } from '../utils/order-history';
import { OrderCard } from './order-card';

/** An order's details (and their contact form) load when the first order is opened (issue 21). */
const OrderDetailsDialog = onDemand(async () => (await import('./order-details-dialog')).OrderDetailsDialog, (props) => props.order !== null);

const tabClass =
  'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-ink-900/15 px-4 text-sm font-semibold text-ink-700 transition-colors ' +
  'hover:border-ink-900/40 hover:text-ink-900 data-[state=active]:border-ink-900 data-[state=active]:bg-ink-900 data-[state=active]:text-paper-50';

/**
 * Order History under the cart (docs/product/cart-and-orders.md#cart-screen): the status filter (All Orders, Pending
 * = placed, In Production, Completed) as tabs, the order cards, and the details dialog. Signed-in
 * customers only; a guest is asked to sign in. A placed order appears without a reload: checkout
 * invalidates the 'Orders' tag this list is read under.
 */
export function OrderHistory() {
  const userId = useAppSelector(selectCurrentUserId);
  return (
    <section aria-labelledby="order-history-heading" className="mt-16 border-t border-paper-300 pt-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="order-history-heading" className="font-display text-3xl text-ink-900">
          <Trans>Order History</Trans>
        </h2>
        <p className="text-sm text-ink-600">
          <Trans>Follow each order from the studio to your wall.</Trans>
        </p>
      </div>
      {userId ? <SignedInHistory userId={userId} /> : <GuestHint />}
    </section>
  );
}

function GuestHint() {
  return (
    <div className="frame flex flex-col items-start gap-4 rounded-[3px] p-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm leading-relaxed text-ink-700">
        <Trans>Sign in to see the orders you have placed and download their invoices.</Trans>
      </p>
      <LinkButton to={signInHref('cart')} variant="outline" size="sm">
        <Trans>Sign In</Trans>
      </LinkButton>
    </div>
  );
}

function SignedInHistory({ userId }: { userId: string }) {
  const { data: orders, error, isLoading, isFetching, refetch } = useGetUserOrdersQuery(userId);
  const [filter, setFilter] = useState<OrderHistoryFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const { t } = useLingui();
  const ts = useSharedText();

  if (isLoading) {
    return (
      <div className="frame grid min-h-40 place-items-center rounded-[3px]">
        <Spinner label={t`Loading your orders`} className="text-terracotta-600" />
      </div>
    );
  }

  if (!orders) {
    return (
      <Alert title={ts(loadFailedText(error))}>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t`Trying again…` : t`Try again`}
        </Button>
      </Alert>
    );
  }

  const counts = countsByFilter(orders);
  const open = orders.find((order) => order._id === openId) ?? null;

  return (
    <>
      <Tabs.Root value={filter} onValueChange={(value) => isOrderHistoryFilter(value) && setFilter(value)}>
        <Tabs.List aria-label={t`Filter orders by status`} className="flex flex-wrap gap-2">
          {ORDER_HISTORY_FILTERS.map(({ value, label: englishLabel }) => {
            const label = ts(englishLabel);
            const count = counts[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className={tabClass}
                aria-label={t`${label}, ${plural(count, { one: '# order', other: '# orders' })}`}
              >
                {label}
                <span aria-hidden="true" className="text-xs font-normal tabular-nums opacity-75">
                  {counts[value]}
                </span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {ORDER_HISTORY_FILTERS.map(({ value }) => (
          <Tabs.Content key={value} value={value} className="mt-4 focus-visible:outline-offset-4">
            <OrderList orders={orders} filter={value} onShowAll={() => setFilter('all')} onView={setOpenId} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {error && (
        // A refetch failed (e.g. after an order): the list above is the last one read.
        <Alert className="mt-4" title={ts(loadFailedText(error))}>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()} disabled={isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      <OrderDetailsDialog order={open} onClose={() => setOpenId(null)} />
    </>
  );
}

function OrderList({ orders, filter, onShowAll, onView }: { orders: Order[]; filter: OrderHistoryFilter; onShowAll: () => void; onView: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const empty = emptyHistoryState(orders, filter, i18n);
  if (empty) {
    return (
      <div className="frame flex flex-col items-center rounded-[3px] px-6 py-12 text-center" data-testid="orders-empty">
        <span className="grid size-14 place-items-center rounded-full bg-paper-200 text-terracotta-600">
          <ReceiptIcon className="size-7" />
        </span>
        <h3 className="mt-4 font-display text-2xl text-ink-900">{empty.title}</h3>
        <p className="mt-2 max-w-sm text-sm leading-relaxed text-ink-600">{empty.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkButton to={paths.aiWallGenerator} state={{ tab: 'wall' }} variant={empty.showAll ? 'outline' : 'primary'}>
            <Trans>Start Shopping</Trans>
          </LinkButton>
          {empty.showAll && (
            <Button onClick={onShowAll}>
              <Trans>Show All Orders</Trans>
            </Button>
          )}
        </div>
      </div>
    );
  }
  const shown = ordersForFilter(orders, filter);
  const count = shown.length;
  return (
    <ul className="space-y-4" aria-label={t`${plural(count, { one: '# order', other: '# orders' })}`}>
      {shown.map((order) => (
        <OrderCard key={order._id} order={order} onViewDetails={() => onView(order._id)} />
      ))}
    </ul>
  );
}

/** docs/product/messages.md#checkout: 'Failed to load orders: Server error {status}', 'No response from server', or the message. */
function loadFailedText(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.orders.noResponse;
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return MESSAGES.orders.loadFailed(failure.status);
}
