import type { AdminOrder } from '@wallart/shared';
import { api } from '../../../lib/api';

/** GET /api/admin/orders/{id} (issue 19): the order, its history with who moved it, and where it may go next. */
export const getAdminOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => `/admin/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminOrders', id }],
    }),
  }),
});

export const { useGetAdminOrderQuery } = getAdminOrderApi;
