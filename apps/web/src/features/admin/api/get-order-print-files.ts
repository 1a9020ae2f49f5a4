import type { PrintFile } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * GET /api/admin/orders/{orderId}/print-files (decision 034): every print file of an order. The
 * detail panel polls it while one is queued or running, so the progress survives a page reload.
 */
export const getOrderPrintFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderPrintFiles: build.query<PrintFile[], string>({
      query: (orderId) => `/admin/orders/${encodeURIComponent(orderId)}/print-files`,
      providesTags: (_result, _error, orderId) => [{ type: 'AdminPrintFiles', id: orderId }],
    }),
  }),
});

export const { useGetOrderPrintFilesQuery } = getOrderPrintFilesApi;
