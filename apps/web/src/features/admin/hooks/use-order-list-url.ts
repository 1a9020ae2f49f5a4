import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readOrderListParams, writeOrderListParams, type OrderListUrlState } from '../utils/order-list';

/**
 * The Orders list's search, filters, page and open order, kept in the URL (replacing the history
 * entry, as the Users screen does) so a reload or a shared link shows the same list and order.
 */
export function useOrderListUrl(): [OrderListUrlState, (next: Partial<OrderListUrlState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readOrderListParams(searchParams), [searchParams]);
  const update = useCallback(
    (next: Partial<OrderListUrlState>) => {
      setSearchParams((current) => writeOrderListParams({ ...readOrderListParams(current), ...next }), { replace: true });
    },
    [setSearchParams],
  );
  return [state, update];
}
