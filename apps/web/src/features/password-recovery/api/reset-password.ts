import type { ResetPasswordBody, SuccessResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** POST /auth/reset-password (docs/architecture.md#real-password-recovery): sets the new password with the reset token. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<SuccessResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
