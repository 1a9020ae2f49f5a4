import { apiErrorSchema, objectIdSchema, packageListResponseSchema, packageResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { toPackageResponse } from './packages.response';
import type { PackageRow } from './packages.tables';

const packageParamsSchema = z.object({ id: objectIdSchema });

type PackageListResponse = z.infer<typeof packageListResponseSchema>;

/**
 * The list's response, made once per cached list (the service returns the same array until it
 * reads the table again): checked against the response schema and serialised once, then sent as
 * is. The landing page asks for it on every visit (bench/api-throughput.ts).
 */
const listResponses = new WeakMap<readonly PackageRow[], { body: PackageListResponse; json: string }>();
function listResponse(rows: readonly PackageRow[]) {
  let response = listResponses.get(rows);
  if (response === undefined) {
    const body = packageListResponseSchema.parse(rows.map(toPackageResponse));
    response = { body, json: JSON.stringify(body) };
    listResponses.set(rows, response);
  }
  return response;
}

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
    async (_request, reply) => {
      const { body, json } = listResponse(await app.packagesService.list());
      // A reply serializer replaces the route's, content type included.
      reply.type('application/json; charset=utf-8').serializer(() => json);
      return body;
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
