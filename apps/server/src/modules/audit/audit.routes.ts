import { apiErrorSchema, auditListQuerySchema, auditListResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';

/** GET /api/admin/audit?limit= (admins only): the newest admin writes, for the dashboard's recent activity. */
export const auditRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.get(
    '/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The newest admin writes: who created, changed or deleted what (admins only)',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await app.auditService.list(request.query.limit) }),
  );
  done();
};
