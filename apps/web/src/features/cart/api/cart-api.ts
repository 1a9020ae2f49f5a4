import type { CartLineInput, CartResponse, MergeCartBody, ReplaceCartBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * The server cart's calls (docs/product/cart-and-orders.md#cart-and-orders-api, docs/architecture.md#the-cart-saved-atomically). The cart sync (../sync/cart-sync.ts) is
 * their only user: it keeps the cart in the Redux cart slice, so nothing here is cached.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerCart: build.query<CartResponse, string>({
      query: (userId) => `/cart/${userId}`,
      keepUnusedDataFor: 0,
    }),
    /** `PUT /api/cart/{userId}`: the whole cart, only if `version` is still the server's (409 otherwise). */
    replaceServerCart: build.mutation<CartResponse, { userId: string } & ReplaceCartBody>({
      query: ({ userId, ...body }) => ({ url: `/cart/${userId}`, method: 'PUT', body }),
    }),
    /** `POST /api/cart/{userId}/merge`: a guest cart added to the account's on sign-in. */
    mergeIntoServerCart: build.mutation<CartResponse, { userId: string } & MergeCartBody>({
      query: ({ userId, ...body }) => ({ url: `/cart/${userId}/merge`, method: 'POST', body }),
    }),
  }),
});

export type { CartLineInput };
