import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createDesignBodySchema,
  designIdParamsSchema,
  designListResponseSchema,
  designResponseSchema,
  designUserParamsSchema,
  successResponseSchema,
  updateDesignBodySchema,
} from '@wallart/shared';
import { assertSelfOrAdmin, currentUser } from '../../plugins/app/current-user';
import { noStore } from '../../lib/no-store';
import type { DesignViewer } from './designs.service';

const viewerOf = (request: FastifyRequest): DesignViewer => {
  const user = currentUser(request);
  return { id: user.id, role: user.role };
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** docs/product/visualizer.md#saved-designs (issue 12): signed-in users' saved designs; their owner or an admin, 404 for anyone else. */
export const designsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Personal data (issue 9 §4): no browser or proxy keeps a copy, errors included.
  app.addHook('onRequest', noStore);
  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['designs'],
        summary: 'Save a design: artwork and preview by image id (yours), options, wall and placement; the price is the server’s',
        body: createDesignBodySchema,
        response: { 201: designResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ design: await app.designsService.create(viewerOf(request), request.body) }),
  );

  app.get(
    '/user/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['designs'],
        summary: "A user's saved designs, newest first (yourself, or an admin)",
        params: designUserParamsSchema,
        response: { 200: designListResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return { designs: await app.designsService.listForUser(request.params.userId) };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['designs'], summary: 'One saved design', params: designIdParamsSchema, response: { 200: designResponseSchema, ...errors } },
    },
    async (request) => ({ design: await app.designsService.get(request.params.id, viewerOf(request)) }),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['designs'],
        summary: 'Change a saved design (name, options, wall, placement, images); the price is recomputed',
        params: designIdParamsSchema,
        body: updateDesignBodySchema,
        response: { 200: designResponseSchema, ...errors },
      },
    },
    async (request) => ({ design: await app.designsService.update(request.params.id, viewerOf(request), request.body) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['designs'], summary: 'Delete a saved design (its images stay)', params: designIdParamsSchema, response: { 200: successResponseSchema, ...errors } },
    },
    async (request) => {
      await app.designsService.delete(request.params.id, viewerOf(request));
      return { success: true as const, message: 'Design deleted.' };
    },
  );
  done();
};
