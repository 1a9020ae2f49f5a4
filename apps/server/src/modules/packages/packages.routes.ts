import { apiErrorSchema, objectIdSchema, packageListResponseSchema, packageResponseSchema, type PackageResponse } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const packageParamsSchema = z.object({ id: objectIdSchema });

type PackageListResponse = z.infer<typeof packageListResponseSchema>;

/**
 * The list's response, made once per cached list (the service returns the same array until it
 * reads the table again): checked against the response schema and serialised once, then sent as
 * is. The landing page asks for it on every visit (bench/api-throughput.ts).
 */
const listResponses = new WeakMap<readonly PackageResponse[], { body: PackageListResponse; json: string }>();
function listResponse(list: readonly PackageResponse[]) {
  let response = listResponses.get(list);
  if (response === undefined) {
    const body = packageListResponseSchema.parse(list);
    response = { body, json: JSON.stringify(body) };
    listResponses.set(list, response);
  }
  return response;
}

/**
 * docs/product/plans.md#plans-api: GET /api/packages lists the available packages (no sign-in needed).
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
    async (request) => app.packagesService.get(request.params.id),
  );
  done();
};
