import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, orderIdParamsSchema, orderListResponseSchema, orderResponseSchema, orderUserParamsSchema } from '@wallart/shared';
import { requestLocale } from '../../lib/i18n';
import { fileResponse, sendAttachment } from '../../lib/file-response';
import { noStore } from '../../lib/no-store';
import { assertSelfOrAdmin, currentUser } from '../../plugins/app/current-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** Reading orders (docs/product/cart-and-orders.md#cart-and-orders-api); placing one is the checkout module's (`POST /api/orders/checkout`). */
export const ordersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/user/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "A user's orders, newest first (own, or any as an admin)",
        params: orderUserParamsSchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return app.ordersService.listForUser(request.params.userId);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order (own, or any as an admin; 404 for anyone else)',
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => app.ordersService.getVisible(request.params.id, currentUser(request)),
  );

  app.get(
    '/:id/invoice',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "The order's invoice as a PDF (own, or any as an admin; 404 for anyone else)",
        params: orderIdParamsSchema,
        response: { 200: fileResponse('application/pdf', 'The invoice PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const order = await app.ordersService.getVisible(request.params.id, currentUser(request));
      const pdf = await app.ordersService.invoice(order, requestLocale(request));
      return sendAttachment(reply, { type: 'application/pdf', filename: `invoice-${order.orderNumber}.pdf`, body: pdf });
    },
  );
  done();
};
