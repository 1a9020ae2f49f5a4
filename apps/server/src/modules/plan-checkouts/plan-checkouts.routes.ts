import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  CHECKOUT_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  paymentIdParamsSchema,
  planCheckoutBodySchema,
  planCheckoutIdParamsSchema,
  planCheckoutSchema,
  planPayDeclinedResponseSchema,
  planPaymentResultSchema,
  planPaySuccessResponseSchema,
} from '@wallart/shared';
import { requestLocale } from '../../lib/i18n';
import { badRequest } from '../../lib/http-errors';
import { fileResponse, sendAttachment } from '../../lib/file-response';
import { noStore } from '../../lib/no-store';
import { currentUser } from '../../plugins/app/current-user';
import { countedCheckout } from '../../plugins/app/metrics';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const idempotencyHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() });

/**
 * Plan checkouts (issue 18; docs/product/plans.md#checkout-page, docs/product/plans.md#payment-process): open with the
 * contact fields, package and card token; read for the Order Summary; pay once behind an
 * Idempotency-Key. Personal data: every answer is no-store.
 */
export const planCheckoutsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  app.post(
    '',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.routeLimits.checkout },
      schema: {
        tags: ['plans'],
        summary:
          'Open a plan checkout: the amounts (plan + $15.00 service fee) computed here, the contact fields, the card token (brand and last 4) and a reserved order number. Nothing is charged',
        body: planCheckoutBodySchema,
        response: { 201: planCheckoutSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const checkout = await app.planCheckoutsService.open({ id: user.id, name: user.name, email: user.email }, request.body);
      return reply.code(201).send(checkout);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['plans'],
        summary: "A plan checkout, for /payment-process's Order Summary (own, or any as an admin; 404 otherwise)",
        params: planCheckoutIdParamsSchema,
        response: { 200: planCheckoutSchema, ...errors },
      },
    },
    async (request) => app.planCheckoutsService.get(request.params.id, currentUser(request)),
  );

  app.post(
    '/:id/pay',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.routeLimits.checkout },
      schema: {
        tags: ['plans'],
        summary:
          'Pay an open plan checkout (own only) in one transaction: charge, plan order, subscription. Needs an Idempotency-Key header; 402 with the result on a decline; 409 when closed or already subscribed',
        params: planCheckoutIdParamsSchema,
        headers: idempotencyHeadersSchema,
        // Nothing to send: the checkout holds everything. An empty object is accepted.
        body: z.object({}).nullish(),
        response: {
          201: planPaySuccessResponseSchema,
          402: planPayDeclinedResponseSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(CHECKOUT_MESSAGES.idempotencyKeyRequired);
      const result = await countedCheckout(app.metrics, 'plan', () =>
        app.planCheckoutsService.pay({ id: user.id, name: user.name, email: user.email }, request.params.id, key),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.status).send(result.body);
    },
  );
  done();
};

/** `/api/payments/{id}` and its receipt: the result page of a plan payment (docs/product/plans.md#payment-result). */
export const planPaymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['plans'],
        summary: "A plan payment's result, captured or declined (own, or any as an admin; 404 otherwise and for a non-plan payment)",
        params: paymentIdParamsSchema,
        response: { 200: planPaymentResultSchema, ...errors },
      },
    },
    async (request) => app.planCheckoutsService.paymentResult(request.params.id, currentUser(request)),
  );

  app.get(
    '/:id/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'The PDF receipt of a captured plan payment (own, or any as an admin; 404 otherwise and for a decline)',
        params: paymentIdParamsSchema,
        response: { 200: fileResponse('application/pdf', 'The receipt PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const { orderNumber, pdf } = await app.planCheckoutsService.receipt(request.params.id, currentUser(request), requestLocale(request));
      return sendAttachment(reply, { type: 'application/pdf', filename: `receipt-${orderNumber}.pdf`, body: pdf });
    },
  );
  done();
};
