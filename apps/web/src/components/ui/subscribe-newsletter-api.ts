import type { NewsletterBody, SuccessResponse } from '@wallart/shared';
import { api } from '../../lib/api';

/**
 * The footer's newsletter call: 201 for a new address, 200 when it was already subscribed. The
 * footer sits below the features, so its endpoint lives here.
 */
export const subscribeNewsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<SuccessResponse, NewsletterBody>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = subscribeNewsletterApi;
