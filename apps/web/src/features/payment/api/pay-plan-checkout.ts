import { IDEMPOTENCY_KEY_HEADER, type PlanPaymentResult } from '@wallart/shared';
import { api } from '../../../lib/api';

/** What paying answers: the payment result, for a capture (201) and, in the error's data, a decline (402). */
export interface PlanPayResponse {
  success: true;
  payment: PlanPaymentResult;
}

/**
 * `POST /api/plan-checkouts/{id}/pay` (issue 18, step 2) with an `Idempotency-Key`: the same key
 * answers the first answer again, so Proceed after a lost answer cannot charge twice. A capture
 * starts the subscription and the plan order; a decline (402) carries the result too. Either way
 * the checkout is closed, so its summary is read again.
 */
export const payPlanCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    payPlanCheckout: build.mutation<PlanPayResponse, { checkoutId: string; idempotencyKey: string }>({
      query: ({ checkoutId, idempotencyKey }) => ({
        url: `/plan-checkouts/${encodeURIComponent(checkoutId)}/pay`,
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: (result, _error, { checkoutId }) => [
        { type: 'PlanCheckouts', id: checkoutId },
        // The new subscription (the Subscriptions tab) and the plan order (Order History).
        ...(result ? (['Subscriptions', 'Orders'] as const) : []),
      ],
    }),
  }),
});

export const { usePayPlanCheckoutMutation } = payPlanCheckoutApi;
