import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { AdminOrderSummary } from '@wallart/shared';
import { memo, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { formatOrderDate, itemsText, orderAmount } from '../utils/order-list';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { AdminTable } from './admin-table';
import { useUiLocale } from '../utils/ui-locale';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminOrderSummary>();

/** Columns that give way on a narrow screen (the customer, date and status move under the order number). */
const responsive: Record<string, string> = {
  customer: 'hidden md:table-cell',
  createdAt: 'hidden lg:table-cell',
  kind: 'hidden 2xl:table-cell',
  items: 'hidden sm:table-cell',
  total: 'hidden sm:table-cell',
  status: 'hidden sm:table-cell',
};

export interface OrdersTableProps {
  orders: AdminOrderSummary[];
  onOpen: (order: AdminOrderSummary) => void;
  /** A new page is on its way: the rows shown are the last page's. */
  busy?: boolean;
}

/**
 * The admin Orders table (issue 19): Order, Customer, Date, Kind, Items, Total, Status and a View
 * button that opens the order's details. TanStack Table's core, our own <table> (decision 032).
 */
// Memoised: a panel's synchronous pass with the query's previous answer skips it (useShownAnswer).
export const OrdersTable = memo(function OrdersTable({ orders, onOpen, busy = false }: OrdersTableProps) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('orderNumber', {
          header: t`Order`,
          cell: ({ row }) => {
            const order = row.original;
            return (
              <div className="min-w-0">
                <p className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">{order.orderNumber}</p>
                <p className="max-w-[11rem] truncate text-xs text-ink-600 sm:max-w-none md:hidden">{order.customer.email}</p>
                <p className="text-xs text-ink-600 lg:hidden">{formatOrderDate(order.createdAt, locale)}</p>
                {/* On a phone the status sits under the number (its column gives way). */}
                <OrderStatusBadge size="sm" status={order.status} className="mt-1 sm:hidden" />
              </div>
            );
          },
        }),
        helper.accessor((o) => o.customer.email, {
          id: 'customer',
          header: t`Customer`,
          cell: ({ row }) => (
            <div className="min-w-0">
              <p className="truncate font-medium text-ink-900">{row.original.customer.name}</p>
              <p className="truncate text-xs text-ink-600">{row.original.customer.email}</p>
            </div>
          ),
        }),
        helper.accessor('createdAt', {
          header: t`Date`,
          cell: ({ getValue }) => (
            <time dateTime={getValue()} className="whitespace-nowrap text-ink-700 tabular-nums">
              {formatOrderDate(getValue(), locale)}
            </time>
          ),
        }),
        helper.accessor('kind', { header: t`Kind`, cell: ({ getValue }) => <span className="text-ink-700">{getValue() === 'plan' ? <Trans>Plan</Trans> : <Trans>Artwork</Trans>}</span> }),
        helper.display({ id: 'items', header: t`Items`, cell: ({ row }) => <span className="whitespace-nowrap text-ink-700">{itemsText(i18n, row.original)}</span> }),
        helper.accessor('totalCents', {
          id: 'total',
          header: t`Total`,
          cell: ({ getValue }) => <span className="whitespace-nowrap text-ink-900 tabular-nums">{orderAmount(locale, getValue())}</span>,
        }),
        helper.accessor('status', { header: t`Status`, cell: ({ getValue }) => <OrderStatusBadge size="sm" status={getValue()} /> }),
        helper.display({
          id: 'actions',
          header: t`Actions`,
          cell: ({ row }) => {
            const orderNumber = row.original.orderNumber;
            return (
              <Button variant="outline" size="sm" onClick={() => onOpen(row.original)} aria-label={t`View order ${orderNumber}`}>
                <Trans>View</Trans>
              </Button>
            );
          },
        }),
      ]),
    [onOpen, t, i18n, locale],
  );
  const table = useTable({ features, columns, data: orders, getRowId: (order) => order._id });

  return <AdminTable table={table} caption={t`Orders, newest first`} responsive={responsive} busy={busy} />;
});
