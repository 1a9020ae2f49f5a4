import type { PlanCheckout } from '@wallart/shared';
import { api } from '../../../lib/api';

/** `GET /api/plan-checkouts/{id}` (issue 18, step 2): the Order Summary of /payment-process. */
export const getPlanCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanCheckout: build.query<PlanCheckout, string>({
      query: (id) => `/plan-checkouts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'PlanCheckouts', id }],
    }),
  }),
});

export const { useGetPlanCheckoutQuery } = getPlanCheckoutApi;
