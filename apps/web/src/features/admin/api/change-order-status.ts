import type { AdminOrder, AdminOrderStatusBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * POST /api/admin/orders/{id}/status (issue 19, decision 036): `expectedStatus` is the status the
 * admin saw. A 409 for a stale view carries the order as it is now (`data.order`); the caller
 * shows it. Any answer refreshes the list and the order (it may have moved either way).
 */
export const changeOrderStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeOrderStatus: build.mutation<AdminOrder, { id: string } & AdminOrderStatusBody>({
      query: ({ id, status, expectedStatus }) => ({ url: `/admin/orders/${encodeURIComponent(id)}/status`, method: 'POST', body: { status, expectedStatus } }),
      invalidatesTags: (_result, _error, { id }) => ['AdminOrders', { type: 'AdminOrders', id }],
    }),
  }),
});

export const { useChangeOrderStatusMutation } = changeOrderStatusApi;
