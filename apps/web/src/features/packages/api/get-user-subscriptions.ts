import type { Subscription } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * `GET /api/user-packages/user/{userId}` (docs/product/plans.md#plans-api): the customer's subscriptions, newest
 * first, each with its consultation bookings. Tagged, so a plan payment (features/payment) shows
 * its new subscription here without a reload.
 */
export const getUserSubscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserSubscriptions: build.query<Subscription[], string>({
      query: (userId) => `/user-packages/user/${encodeURIComponent(userId)}`,
      providesTags: ['Subscriptions'],
    }),
  }),
});

export const { useGetUserSubscriptionsQuery } = getUserSubscriptionsApi;

/** Puts a changed subscription (cancelled, booked) into the customer's cached list, so the card shows it at once. */
export function replaceCachedSubscription(userId: string, changed: Subscription) {
  return getUserSubscriptionsApi.util.updateQueryData('getUserSubscriptions', userId, (list) => {
    const at = list.findIndex((s) => s._id === changed._id);
    if (at >= 0) list[at] = changed;
  });
}
