import { apiErrorSchema, objectIdSchema, packageListResponseSchema, packageResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { toPackageResponse } from './packages.response';

const packageParamsSchema = z.object({ id: objectIdSchema });

/**
 * SPEC §7 "Packages": GET /api/packages lists the available packages (no sign-in needed).
 * GET /api/packages/:id reads one, for screens that hold only a package id (cart, checkout).
 */
export const packagesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ['packages'],
        summary: 'List the service packages',
        response: { 200: packageListResponseSchema },
      },
    },
    async () => {
      const rows = await app.packagesService.list();
      return rows.map(toPackageResponse);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['packages'],
        summary: 'Read one service package',
        params: packageParamsSchema,
        response: { 200: packageResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.packagesService.findById(request.params.id);
      if (!row) throw notFound('Package not found');
      return toPackageResponse(row);
    },
  );
  done();
};
