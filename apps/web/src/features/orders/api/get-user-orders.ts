import type { Order } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * `GET /api/orders/user/{userId}` (docs/product/cart-and-orders.md#cart-and-orders-api): the customer's orders, newest first. Tagged
 * 'Orders', so a placed order (features/checkout invalidates the tag) shows without a reload.
 */
export const getUserOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserOrders: build.query<Order[], string>({
      query: (userId) => `/orders/user/${userId}`,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetUserOrdersQuery } = getUserOrdersApi;
