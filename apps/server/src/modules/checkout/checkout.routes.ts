import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  CHECKOUT_MESSAGES,
  checkoutBodySchema,
  checkoutResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MESSAGES,
  ORDER_MESSAGES,
} from '@wallart/shared';
import { badRequest, forbidden } from '../../lib/http-errors';
import { noStore } from '../../lib/no-store';
import { currentUser } from '../../plugins/app/current-user';
import { requestLocale, t } from '../../lib/i18n';
import { countedCheckout } from '../../plugins/app/metrics';

const headersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() });

/**
 * Placing an order (issue 13; docs/product/cart-and-orders.md#checkout `POST /orders/checkout`). `POST /api/orders` is the same
 * call under the spec's other path (docs/decisions/025): one way to place an order, one set of rules.
 */
export const checkoutRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  const options = (summary: string) => ({
    onRequest: app.authenticate,
    config: { rateLimit: app.routeLimits.checkout },
    schema: {
      tags: ['orders'],
      summary,
      headers: headersSchema,
      body: checkoutBodySchema,
      response: {
        201: checkoutResponseSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        402: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema,
        409: apiErrorSchema,
        422: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
  });

  const handler = async (request: FastifyRequest<{ Body: z.output<typeof checkoutBodySchema> }>, reply: FastifyReply) => {
    const user = currentUser(request);
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      // Under the spec's other path, say also what that path is (a client of the old contract learns it here).
      const viaOrders = request.routeOptions.url === '/api/orders';
      throw badRequest(viaOrders ? `${CHECKOUT_MESSAGES.idempotencyKeyRequired} ${ORDER_MESSAGES.postOrdersIsCheckout}` : CHECKOUT_MESSAGES.idempotencyKeyRequired);
    }
    // Own cart only: a forged userId is refused, not silently replaced (an admin too orders for themself).
    if (request.body.userId !== user.id) throw forbidden(MESSAGES.api.forbidden);
    const result = await countedCheckout(app.metrics, 'cart', () =>
      app.checkoutService.placeOrder({
        customer: { id: user.id, name: user.name, email: user.email },
        locale: requestLocale(request),
        idempotencyKey: key,
        body: request.body,
      }),
    );
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    // A decline's message in the request's language (the stored answer, replayed, stays English).
    if (result.status === 402) return reply.code(402).send({ ...result.body, message: t(requestLocale(request), result.body.message) });
    return reply.code(result.status).send(result.body);
  };

  app.post(
    '/checkout',
    options('Place an order from the cart: one transaction (totals, charge, order, payment, empty cart). Needs an Idempotency-Key header; 402 on a decline'),
    handler,
  );
  app.post('', options('Same as POST /api/orders/checkout (the spec names both paths; one behaviour)'), handler);
  done();
};
