import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  orderLinePrintFileParamsSchema,
  orderPrintFilesParamsSchema,
  printFileIdParamsSchema,
  printFileListSchema,
  printFileSchema,
} from '@wallart/shared';
import { fileResponse, sendAttachment } from '../../lib/file-response';
import { noStore } from '../../lib/no-store';
import { currentUser } from '../../plugins/app/current-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * Print files for admins (issue 19, docs/decisions/034), under /api/admin. Every route is for
 * admins only: 401 without a valid token, 403 for anyone else. Answers are never cached.
 */
export const printFilesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  app.post(
    '/orders/:orderId/lines/:lineId/print-file',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['print files'],
        summary: "Make an order line's print file (202 queued; the line's queued, running or done one is answered instead)",
        params: orderLinePrintFileParamsSchema,
        response: { 200: printFileSchema, 202: printFileSchema, 422: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { orderId, lineId } = request.params;
      const { printFile, created } = await app.printFilesService.request(orderId, lineId, currentUser(request).id);
      // 202 while the file is being made (new or earlier), 200 for a finished one.
      return reply.code(created || printFile.status !== 'done' ? 202 : 200).send(printFile);
    },
  );

  app.get(
    '/orders/:orderId/print-files',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['print files'],
        summary: "An order's print files, oldest first",
        params: orderPrintFilesParamsSchema,
        response: { 200: printFileListSchema, ...errors },
      },
    },
    async (request) => app.printFilesService.listForOrder(request.params.orderId),
  );

  app.get(
    '/print-files/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['print files'],
        summary: 'One print file: status and progress',
        params: printFileIdParamsSchema,
        response: { 200: printFileSchema, ...errors },
      },
    },
    async (request) => app.printFilesService.get(request.params.id),
  );

  app.get(
    '/print-files/:id/download',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['print files'],
        summary: 'The finished print file (TIFF) as an attachment; 409 until it is done',
        params: printFileIdParamsSchema,
        response: { 200: fileResponse('image/tiff', 'The print file (TIFF)'), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await app.printFilesService.openDownload(request.params.id);
      return sendAttachment(reply, { type: 'image/tiff', filename: file.filename, body: file.body, size: file.size });
    },
  );
  done();
};
