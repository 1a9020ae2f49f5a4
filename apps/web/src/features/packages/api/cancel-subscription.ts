import type { Subscription } from '@wallart/shared';
import { api } from '../../../lib/api';
import { replaceCachedSubscription } from './get-user-subscriptions';

/** `PUT /api/user-packages/cancel/{id}` (docs/product/plans.md#subscriptions): answers the updated subscription, which replaces the card's. */
export const cancelSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelSubscription: build.mutation<Subscription, { id: string; userId: string }>({
      query: ({ id }) => ({ url: `/user-packages/cancel/${encodeURIComponent(id)}`, method: 'PUT' }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceCachedSubscription(userId, data));
        } catch {
          // The dialog shows the failure; the list is as it was.
        }
      },
    }),
  }),
});

export const { useCancelSubscriptionMutation } = cancelSubscriptionApi;
