import { IDEMPOTENCY_KEY_HEADER, type CheckoutBody, type CheckoutResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * `POST /api/orders/checkout` (docs/product/cart-and-orders.md#checkout, issue 13) with an `Idempotency-Key`: the same key with the
 * same body answers the first answer again, so a retry after a lost answer cannot order twice.
 */
export const placeOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<CheckoutResponse, { idempotencyKey: string; body: CheckoutBody }>({
      query: ({ idempotencyKey, body }) => ({
        url: '/orders/checkout',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // The customer's order list (features/orders) shows the new order.
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
