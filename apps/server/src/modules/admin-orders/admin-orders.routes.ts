import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  adminOrderIdParamsSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderSchema,
  adminOrderStaleResponseSchema,
  adminOrderStatusBodySchema,
  apiErrorSchema,
} from '@wallart/shared';
import { noStore } from '../../lib/no-store';
import { currentUser } from '../../plugins/app/current-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * The admin Orders screen (issue 19, decision 036), under /api/admin/orders, admins only (401
 * without a valid token, 403 for anyone else); answers are never cached.
 */
export const adminOrdersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  app.get(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every order, newest first: filter by status and kind, search order number or customer email (q), page',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...errors },
      },
    },
    async (request) => app.adminOrdersService.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One order with its status history (who, when), payment state and the statuses it may move to',
        params: adminOrderIdParamsSchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) => app.adminOrdersService.get(request.params.id),
  );

  app.post(
    '/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Move an order to its next status (ORDER_TRANSITIONS); a cancel refunds the payment; the customer is mailed",
        description:
          '`expectedStatus` is the status the admin saw. 409 with `order` (the order as it is now) when it has moved since; ' +
          '409 without `order` for a move the state machine refuses, or a plan order\'s cancel (decision 036).',
        params: adminOrderIdParamsSchema,
        body: adminOrderStatusBodySchema,
        response: { 200: adminOrderSchema, 409: adminOrderStaleResponseSchema.partial({ order: true }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await app.adminOrdersService.changeStatus(currentUser(request).id, request.params.id, request.body);
      if (result.kind === 'stale') return reply.code(409).send({ error: 'Conflict', message: result.message, order: result.order });
      return result.order;
    },
  );
  done();
};
