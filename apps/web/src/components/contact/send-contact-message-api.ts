import type { ContactBody, SuccessResponse } from '@wallart/shared';
import { api } from '../../lib/api';

/** `POST /api/contact`: the contact form's one call (the landing page's and an order's Need Help). */
export const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<SuccessResponse, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = sendContactMessageApi;
