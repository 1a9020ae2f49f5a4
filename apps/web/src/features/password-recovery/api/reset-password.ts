import type { ResetPasswordBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/** POST /auth/reset-password (DESIGN §4.2): sets the new password with the reset token. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ success: boolean; message: string }, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
