import {
  apiErrorSchema,
  forgotPasswordBodySchema,
  MESSAGES,
  resetPasswordBodySchema,
  successResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { requestLocale } from '../../lib/i18n';
import { noStore } from '../../lib/no-store';

/** Password recovery for real (docs/architecture.md#real-password-recovery): code by mail, code for a reset token, token for a new password. */
export const passwordResetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.post(
    '/forgot-password',
    {
      config: { rateLimit: app.routeLimits.recovery },
      schema: {
        tags: ['auth'],
        summary: 'Mail a 4-digit recovery code (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: successResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      await app.authService.requestPasswordReset(email, requestLocale(request));
      return { success: true as const, message: MESSAGES.forgotPassword.codeSent(email) };
    },
  );

  app.post(
    '/verify-otp',
    {
      config: { rateLimit: app.routeLimits.recovery },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the recovery code for a one-time reset token',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const resetToken = await app.authService.exchangeRecoveryCode(request.body.email, request.body.otp);
      if (!resetToken) throw badRequest(MESSAGES.otp.invalid);
      return { success: true as const, resetToken };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: app.routeLimits.recovery },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token (once); ends every session',
        body: resetPasswordBodySchema,
        response: { 200: successResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const ok = await app.authService.resetPassword(request.body.resetToken, request.body.password);
      if (!ok) throw badRequest(MESSAGES.otp.resetLinkExpired);
      return { success: true as const, message: MESSAGES.newPassword.updated };
    },
  );
  done();
};
