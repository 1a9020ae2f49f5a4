import type { ForgotPasswordBody, SuccessResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** POST /auth/forgot-password (docs/architecture.md#real-password-recovery): emails a 4-digit code; the same answer whether or not the account exists. */
export const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<SuccessResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
