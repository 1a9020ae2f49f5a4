import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, arModelParamsSchema, arModelQuerySchema } from '@wallart/shared';
import { fileResponse } from '../../lib/file-response';
import { noStore } from '../../lib/no-store';
import type { ImageViewer } from '../images';

export const GLB_TYPE = 'model/gltf-binary';
export const USDZ_TYPE = 'model/vnd.usdz+zip';

function viewerOf(request: FastifyRequest): ImageViewer {
  return request.user ? { id: request.user.id, role: request.user.role } : null;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/**
 * The AR view's model files (docs/product/ar.md#the-model): GET /api/ar/:artworkId/model.glb and
 * …/model.usdz with ?size=36x48&frame=modern. Anyone may ask for what they may already see: a
 * guest's artwork by its random id, an owned one by its owner or an admin (404 for anyone else),
 * the sample ("sample") by everyone. Not kept by browsers or proxies (an owned artwork's pixels).
 */
export const arRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  // Making a model is a few hundred ms of sharp; a cached one is a memory copy.
  const rateLimit = { max: 60, timeWindow: '1 minute' };

  const summary = (what: string) =>
    `The framed canvas as ${what}, true size in metres, made from the artwork and the chosen canvas size and frame, with the art style's colours and the texture's surface when given (docs/product/ar.md#the-model). A guest's artwork by its id, an owned one by its owner or an admin (404 for anyone else); "sample" is the shop's sample artwork. 400 for a size, frame, style or texture the shop does not sell.`;

  app.get(
    '/:artworkId/model.glb',
    {
      onRequest: app.authenticateIfToken,
      config: { rateLimit },
      schema: {
        tags: ['ar'],
        summary: summary('glTF binary (GLB) for WebXR and Android Scene Viewer'),
        params: arModelParamsSchema,
        querystring: arModelQuerySchema,
        response: { 200: fileResponse(GLB_TYPE, 'The model (GLB, at most 5 MB)'), ...errors },
      },
    },
    async (request, reply) => {
      const { size, frame, style, texture } = request.query;
      const model = await app.arService.model(request.params.artworkId, size, frame, viewerOf(request), { style, texture });
      return reply.type(GLB_TYPE).header('x-model-cache', model.cached ? 'hit' : 'miss').send(model.glb);
    },
  );

  app.get(
    '/:artworkId/model.usdz',
    {
      onRequest: app.authenticateIfToken,
      config: { rateLimit },
      schema: {
        tags: ['ar'],
        summary: summary('USDZ for iOS AR Quick Look'),
        params: arModelParamsSchema,
        querystring: arModelQuerySchema,
        response: { 200: fileResponse(USDZ_TYPE, 'The model (USDZ: a USDA scene and its texture, 64-byte aligned)'), ...errors },
      },
    },
    async (request, reply) => {
      const { size, frame, style, texture } = request.query;
      const model = await app.arService.model(request.params.artworkId, size, frame, viewerOf(request), { style, texture });
      return reply.type(USDZ_TYPE).header('x-model-cache', model.cached ? 'hit' : 'miss').send(model.usdz);
    },
  );
  done();
};
