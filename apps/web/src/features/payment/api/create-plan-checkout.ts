import type { PlanCheckout, PlanCheckoutBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * `POST /api/plan-checkouts` (issue 18, step 1 of packages/shared/src/schemas/plans.ts): the
 * package, the contact fields and the card's token open a plan checkout. Nothing is charged yet;
 * the answer carries the reserved order number and the amounts the server computed. 409 when the
 * customer already has an active subscription to the package.
 */
export const createPlanCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPlanCheckout: build.mutation<PlanCheckout, PlanCheckoutBody>({
      query: (body) => ({ url: '/plan-checkouts', method: 'POST', body }),
    }),
  }),
});

export const { useCreatePlanCheckoutMutation } = createPlanCheckoutApi;
