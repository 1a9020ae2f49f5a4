import type { NewsletterBody } from '@wallart/shared';
import { api } from '../../lib/api';

/** Answer of POST /api/newsletter: 201 for a new address, 200 when it was already subscribed. */
export interface NewsletterResponse {
  success: boolean;
  message: string;
}

/** The footer's newsletter call (the footer sits below the features, so its endpoint lives here). */
export const subscribeNewsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterResponse, NewsletterBody>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = subscribeNewsletterApi;
