import type { PublicUser, RegisterBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/** SPEC §7 POST /auth/register: { success, message, user } (201). */
export interface RegisterResponse {
  success: boolean;
  message: string;
  user: PublicUser;
}

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
