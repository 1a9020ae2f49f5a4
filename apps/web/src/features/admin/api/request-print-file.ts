import type { PrintFile } from '@wallart/shared';
import { api } from '../../../lib/api';

/** POST /api/admin/orders/{orderId}/lines/{lineId}/print-file (decision 034): 202 with the record (or the line's existing one). */
export const requestPrintFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPrintFile: build.mutation<PrintFile, { orderId: string; lineId: string }>({
      query: ({ orderId, lineId }) => ({ url: `/admin/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/print-file`, method: 'POST' }),
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'AdminPrintFiles', id: orderId }],
    }),
  }),
});

export const { useRequestPrintFileMutation } = requestPrintFileApi;
