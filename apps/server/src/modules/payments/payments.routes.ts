import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, createPaymentMethodBodySchema, paymentMethodResponseSchema } from '@wallart/shared';
import { currentUser } from '../../plugins/app/current-user';

/**
 * `POST /api/payment-methods`: the simulated processor's tokenization call (docs/architecture.md#payments-simulated-on-the-server). The card
 * comes here and nowhere else; the answer is a token with brand and last 4, which checkout uses.
 */
export const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '',
    {
      onRequest: app.authenticate,
      // Card testing is what a tokenization endpoint attracts: it shares checkout's tight limit.
      config: { rateLimit: app.routeLimits.checkout },
      schema: {
        tags: ['payments'],
        summary:
          'Tokenize a card (or choose a simulated wallet): answers a token with brand and last 4. The card is checked with the docs/product/plans.md#checkout-form rules and never stored.',
        body: createPaymentMethodBodySchema,
        response: { 201: paymentMethodResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await app.paymentsService.tokenize(currentUser(request).id, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(result);
    },
  );
  done();
};
