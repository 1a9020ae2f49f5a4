import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchesOrderFilter, ORDER_HISTORY_FILTERS, type Order, type OrderHistoryFilter } from '@wallart/shared';
import { formatDate } from '../../../lib/format-date';
import { i18n as appI18n } from '../../../lib/i18n';

/** The orders a filter shows, in the server's order (newest first). Cancelled ones only under All Orders. */
export function ordersForFilter(orders: readonly Order[], filter: OrderHistoryFilter): Order[] {
  return orders.filter((order) => matchesOrderFilter(order.status, filter));
}

/** How many orders each filter holds (shown on its tab). */
export function countsByFilter(orders: readonly Order[]): Record<OrderHistoryFilter, number> {
  const counts = Object.fromEntries(ORDER_HISTORY_FILTERS.map(({ value }) => [value, 0])) as Record<OrderHistoryFilter, number>;
  for (const order of orders) {
    for (const { value } of ORDER_HISTORY_FILTERS) if (matchesOrderFilter(order.status, value)) counts[value] += 1;
  }
  return counts;
}

export function isOrderHistoryFilter(value: string): value is OrderHistoryFilter {
  return ORDER_HISTORY_FILTERS.some((f) => f.value === value);
}

/**
 * What an empty list says (docs/product/cart-and-orders.md#order-history): no orders
 * at all offers Start Shopping; an empty filter over other orders also offers Show All Orders.
 */
export function emptyHistoryState(
  orders: readonly Order[],
  filter: OrderHistoryFilter,
  i18n: I18n = appI18n,
): { title: string; text: string; showAll: boolean } | null {
  if (ordersForFilter(orders, filter).length > 0) return null;
  if (orders.length === 0 || filter === 'all') {
    return {
      title: i18n._(msg`No orders yet`),
      text: i18n._(msg`When you order a piece for your wall, you can follow it here from the studio to your door.`),
      showAll: false,
    };
  }
  const empty = EMPTY_FILTER[filter];
  return { title: i18n._(empty.title), text: i18n._(empty.text), showAll: true };
}

/** An empty status filter's words, one message each (the status's name agrees with its sentence in every language). */
const EMPTY_FILTER: Record<Exclude<OrderHistoryFilter, 'all'>, { title: MessageDescriptor; text: MessageDescriptor }> = {
  placed: { title: msg`No pending orders`, text: msg`None of your orders is pending right now.` },
  'in-production': { title: msg`No in production orders`, text: msg`None of your orders is in production right now.` },
  completed: { title: msg`No completed orders`, text: msg`None of your orders is completed right now.` },
};

/** One date format for orders, as for every record of the customer's: Nov 25, 2026. */
export const formatOrderDate = formatDate;
