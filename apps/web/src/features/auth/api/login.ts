import type { AuthResponse, LoginBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/** SPEC §7 POST /auth/login: { success, message, token, user }; rememberMe asks for a longer session (DESIGN §4.9). */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
