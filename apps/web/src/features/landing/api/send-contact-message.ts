import type { ContactBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/** Answer of POST /api/contact: 201 { success, message }. */
export interface ContactResponse {
  success: boolean;
  message: string;
}

export const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = sendContactMessageApi;
