import type { AdminOrderListParams, AdminOrderListResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * GET /api/admin/orders (issue 19, decision 036): every order, filtered, searched and paged on the
 * server. Only the parameters that are set are sent, so `?page=1` and no page are one cache entry.
 */
export const getAdminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderListResponse, AdminOrderListParams>({
      query: ({ q, status, kind, page, pageSize }) => ({
        url: '/admin/orders',
        params: {
          ...(q ? { q } : {}),
          ...(status ? { status } : {}),
          ...(kind ? { kind } : {}),
          ...(page && page > 1 ? { page } : {}),
          ...(pageSize ? { pageSize } : {}),
        },
      }),
      providesTags: ['AdminOrders'],
    }),
  }),
});

export const { useGetAdminOrdersQuery } = getAdminOrdersApi;
