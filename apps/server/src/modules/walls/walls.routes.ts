import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  successResponseSchema,
  updateWallBodySchema,
  WALL_NAME_FIELD,
  WALL_OUTLINE_FIELD,
  WALL_UPLOAD_FIELD,
  WALL_WIDTH_FIELD,
  wallBackgroundResponseSchema,
  wallBackgroundsResponseSchema,
  wallIdParamsSchema,
  wallUploadFieldsSchema,
  type WallUploadFields,
} from '@wallart/shared';
import { HttpError } from '../../lib/http-errors';
import { currentUser } from '../../plugins/app/current-user';
import { noStore } from '../../lib/no-store';

/**
 * Reads `POST /walls/upload`: the `wallImage` file (at most 5 MB, docs/product/visualizer.md#wall-upload; 413 beyond), the `name`
 * and the optional `widthInches`. Fields are checked before the picture is decoded.
 */
async function readWallUpload(request: FastifyRequest): Promise<{ data: Buffer; fields: WallUploadFields }> {
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.walls.fileRequired);
  let data: Buffer | undefined;
  const text: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== WALL_UPLOAD_FIELD) {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      } else if (part.fieldname === WALL_NAME_FIELD || part.fieldname === WALL_WIDTH_FIELD || part.fieldname === WALL_OUTLINE_FIELD) {
        text[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MESSAGES.walls.tooLarge);
    throw err;
  }
  if (!data || data.length === 0) throw new HttpError(400, MESSAGES.walls.fileRequired);
  const parsed = wallUploadFieldsSchema.safeParse(text);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? MESSAGES.api.validation);
  return { data, fields: parsed.data };
}

/** docs/product/visualizer.md#wall-backgrounds (issue 12): defaults for anyone; uploads, renames and deletes for their owner. */
export const wallsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Personal data (issue 9 §4): no browser or proxy keeps a copy, errors included.
  app.addHook('onRequest', noStore);
  app.post(
    '/upload',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: app.routeLimits.upload,
        multipartForm: { file: WALL_UPLOAD_FIELD, fields: { [WALL_NAME_FIELD]: { required: true }, [WALL_WIDTH_FIELD]: {}, [WALL_OUTLINE_FIELD]: {} } },
      },
      schema: {
        tags: ['walls'],
        summary: `Upload a wall background (multipart: file "${WALL_UPLOAD_FIELD}" JPEG, PNG, GIF or WEBP at most 5 MB; "${WALL_NAME_FIELD}"; optional "${WALL_WIDTH_FIELD}", the real width the photo covers in inches; optional "${WALL_OUTLINE_FIELD}", the wall's four corners as JSON fractions)`,
        consumes: ['multipart/form-data'],
        response: {
          201: wallBackgroundResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          // The file store is unavailable (S3 down, decision 048): nothing saved.
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { data, fields } = await readWallUpload(request);
      const wallBackground = await app.wallsService.upload(data, { ownerId: currentUser(request).id, ...fields });
      return reply.code(201).send({ wallBackground });
    },
  );

  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['walls'],
        summary: 'Your own wall backgrounds, oldest first',
        response: { 200: wallBackgroundsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ wallBackgrounds: await app.wallsService.listOwn(currentUser(request).id) }),
  );

  app.get(
    '/defaults',
    {
      schema: {
        tags: ['walls'],
        summary: 'The four built-in wall backgrounds (no sign-in needed)',
        response: { 200: wallBackgroundsResponseSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and changed only by a release: let browsers keep it a while.
      void reply.header('cache-control', 'public, max-age=300');
      return { wallBackgrounds: await app.wallsService.listDefaults() };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['walls'],
        summary: "Rename your wall, set its width in inches or its outline (a default: 403; someone else's: 404)",
        params: wallIdParamsSchema,
        body: updateWallBodySchema,
        response: { 200: wallBackgroundResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { wallBackground: await app.wallsService.update(request.params.id, { id: user.id, role: user.role }, request.body) };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['walls'],
        summary: "Delete your wall and its picture (a default: 403; someone else's: 404)",
        params: wallIdParamsSchema,
        response: { 200: successResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.wallsService.delete(request.params.id, { id: user.id, role: user.role });
      return { success: true as const, message: 'Wall background deleted.' };
    },
  );
  done();
};
