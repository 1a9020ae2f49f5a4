import type { meResponseSchema } from '@wallart/shared';
import type { z } from 'zod';
import { api } from './api';

/**
 * Session calls that the app shell needs (start-up and sign-out), kept beside the API client
 * rather than in a feature because header, dashboard and admin layouts all use them.
 * The sign-in and sign-up forms add their own endpoints in features/auth.
 */

/** docs/product/accounts.md#session-bootstrap GET /auth/me: { success, data: the public user }, the server's own response schema. */
export type CurrentUserResponse = z.infer<typeof meResponseSchema>;

export const authSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUserResponse, void>({
      query: () => '/auth/me',
      providesTags: ['CurrentUser'],
    }),
    /** docs/product/accounts.md#sign-out-and-sessions; the server also revokes the token (docs/architecture.md#sign-out-revokes-the-token). */
    signOutSession: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/signout', method: 'GET' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLazyGetCurrentUserQuery, useSignOutSessionMutation } = authSessionApi;
