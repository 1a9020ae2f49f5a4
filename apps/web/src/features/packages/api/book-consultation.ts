import type { BookConsultationBody, ConsultationBooking, Subscription } from '@wallart/shared';
import { api } from '../../../lib/api';
import { replaceCachedSubscription } from './get-user-subscriptions';

export interface BookConsultationResponse {
  success: true;
  message: string;
  subscription: Subscription;
  booking: ConsultationBooking;
}

/**
 * `POST /api/user-packages/{id}/consultations` (issue 18): books a design consultation on an
 * active subscription (a weekday slot, 9:00-17:30 studio time, within 14 days). The answer's
 * subscription, one consultation fewer and the booking listed, replaces the card's.
 */
export const bookConsultationApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookConsultation: build.mutation<BookConsultationResponse, { id: string; userId: string; body: BookConsultationBody }>({
      query: ({ id, body }) => ({ url: `/user-packages/${encodeURIComponent(id)}/consultations`, method: 'POST', body }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceCachedSubscription(userId, data.subscription));
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
  }),
});

export const { useBookConsultationMutation } = bookConsultationApi;
