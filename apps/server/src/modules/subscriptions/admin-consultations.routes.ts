import {
  ADMIN_CONSULTATION_MESSAGES,
  adminConsultationDoneResponseSchema,
  adminConsultationListQuerySchema,
  adminConsultationListResponseSchema,
  adminConsultationParamsSchema,
  apiErrorSchema,
} from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { currentUser } from '../../plugins/app/current-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The admin's consultation bookings (issue 19), admins only, under /api/admin/consultations:
 * the list (`status` upcoming or past, 20 a page) and 'Mark as done' (an audit row; 409 when it
 * already is).
 */
export const adminConsultationsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.guardRoutes(app.requireAdmin);

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Consultation bookings: upcoming (soonest first) or past (newest first), with customer and package (admins only)',
        querystring: adminConsultationListQuerySchema,
        response: { 200: adminConsultationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total, page, pageSize } = await app.subscriptionsService.listConsultations(request.query.status, request.query.page);
      return { success: true as const, data: rows, total, page, pageSize };
    },
  );

  app.post(
    '/:id/done',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a consultation as held (admins only)',
        params: adminConsultationParamsSchema,
        response: { 200: adminConsultationDoneResponseSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const consultation = await app.subscriptionsService.markConsultationDone(currentUser(request).id, request.params.id);
      return { success: true as const, message: ADMIN_CONSULTATION_MESSAGES.markedDone, consultation };
    },
  );
  done();
};
