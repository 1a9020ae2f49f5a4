import type { PlanPaymentResult } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * `GET /api/payments/{id}` (issue 18, step 3): the result /payment-success shows, so a reload or
 * a shared link shows the same to its owner (anyone else gets 404).
 */
export const getPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<PlanPaymentResult, string>({
      query: (id) => `/payments/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Payments', id }],
    }),
  }),
});

export const { useGetPaymentQuery } = getPaymentApi;
