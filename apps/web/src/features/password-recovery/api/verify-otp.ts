import type { VerifyOtpBody, VerifyOtpResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** POST /auth/verify-otp (docs/architecture.md#real-password-recovery): exchanges the emailed code for a one-time reset token. */
export const verifyOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyOtp: build.mutation<VerifyOtpResponse, VerifyOtpBody>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyOtpMutation } = verifyOtpApi;
