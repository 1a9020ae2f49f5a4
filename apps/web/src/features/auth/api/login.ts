import type { AuthResponse, LoginBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/** docs/product/accounts.md#sign-in POST /auth/login: { success, message, token, user }; rememberMe asks for a longer session (docs/architecture.md#sign-out-revokes-the-token). */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
