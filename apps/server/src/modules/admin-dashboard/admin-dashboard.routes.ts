import { adminDashboardResponseSchema, apiErrorSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';

/** GET /api/admin/dashboard (admins only): the dashboard's live figures (issue 19, decision 037). */
export const adminDashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.get(
    '/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Revenue, orders by status, new customers, subscriptions, consultations, a 30-day revenue series and recent activity (admins only)',
        response: { 200: adminDashboardResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => app.adminDashboardService.read(),
  );
  done();
};
