import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AGE_CONSENT_FIELD,
  AGE_FIELD,
  AGE_MAX,
  AGE_MIN,
  AGE_PHOTO_FIELD,
  AGING_MESSAGES,
  agingOptionsResponseSchema,
  apiErrorSchema,
  generateImagesBodySchema,
  generateImagesResponseSchema,
  ARTWORK_KIND_FIELD,
  ARTWORK_UPLOAD_FIELD,
  ARTWORK_UPLOAD_MESSAGES,
  imageIdParamsSchema,
  imageListQuerySchema,
  imageListResponseSchema,
  imageResponseSchema,
  MAX_AGE_PHOTO_BYTES,
  MAX_ARTWORK_UPLOAD_BYTES,
  successResponseSchema,
  UPLOADABLE_IMAGE_KINDS,
  type UploadableImageKind,
} from '@wallart/shared';
import { fileResponse } from '../../lib/file-response';
import { HttpError } from '../../lib/http-errors';
import { currentUser } from '../../plugins/app/current-user';
import { noStore } from '../../lib/no-store';
import type { ImageViewer } from './images.service';


/** The caller, or null for a guest (no Authorization header). */
function viewerOf(request: FastifyRequest): ImageViewer {
  return request.user ? { id: request.user.id, role: request.user.role } : null;
}

/** Reads the multipart body: the one `image` file (at most 20 MB, else 413) and the optional `kind` field. */
async function readUpload(request: FastifyRequest): Promise<{ data: Buffer; kind: UploadableImageKind }> {
  if (!request.isMultipart()) throw new HttpError(400, ARTWORK_UPLOAD_MESSAGES.fileRequired);
  let data: Buffer | undefined;
  let kind: UploadableImageKind = 'upload';
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_ARTWORK_UPLOAD_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== ARTWORK_UPLOAD_FIELD) {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      } else if (part.fieldname === ARTWORK_KIND_FIELD) {
        const value = String(part.value);
        if (!(UPLOADABLE_IMAGE_KINDS as readonly string[]).includes(value)) throw new HttpError(400, ARTWORK_UPLOAD_MESSAGES.kindInvalid);
        kind = value as UploadableImageKind;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, ARTWORK_UPLOAD_MESSAGES.tooLarge);
    throw err;
  }
  if (!data || data.length === 0) throw new HttpError(400, ARTWORK_UPLOAD_MESSAGES.fileRequired);
  return { data, kind };
}

/**
 * Reads the ageing request's multipart body (decision 045): the portrait in `image` (at most 5 MB,
 * else 413), `age` (1–100) and `consent` ('true': the customer agreed that the photo leaves the
 * browser). Anything missing or wrong is a 400 with its own message.
 */
async function readAgingRequest(request: FastifyRequest): Promise<{ photo: Buffer; age: number }> {
  if (!request.isMultipart()) throw new HttpError(400, AGING_MESSAGES.photoRequired);
  let photo: Buffer | undefined;
  let age: number | undefined;
  let consent = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_AGE_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 100 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== AGE_PHOTO_FIELD) {
          part.file.resume();
          continue;
        }
        photo = await part.toBuffer();
      } else if (part.fieldname === AGE_FIELD) {
        const value = String(part.value).trim();
        if (!/^\d{1,3}$/.test(value) || Number(value) < AGE_MIN || Number(value) > AGE_MAX) throw new HttpError(400, AGING_MESSAGES.age);
        age = Number(value);
      } else if (part.fieldname === AGE_CONSENT_FIELD) {
        consent = String(part.value) === 'true';
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, AGING_MESSAGES.photoTooLarge);
    throw err;
  }
  if (!consent) throw new HttpError(400, AGING_MESSAGES.consentRequired);
  if (age === undefined) throw new HttpError(400, AGING_MESSAGES.age);
  if (!photo || photo.length === 0) throw new HttpError(400, AGING_MESSAGES.photoRequired);
  return { photo, age };
}

/**
 * The artwork store's routes (issue 11, decision 022). Guests may upload (and generate); their
 * images have no owner and are reachable by id only. A request with a bearer token must carry a
 * valid one (401 otherwise), so a stale token never silently turns a user into a guest.
 */
export const imagesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Personal data (issue 9 §4): no browser or proxy keeps a copy, errors included.
  app.addHook('onRequest', noStore);
  app.post(
    '',
    {
      onRequest: app.authenticateIfToken,
      // Guests (no token) get a tighter per-address figure than signed-in callers.
      config: {
        rateLimit: app.routeLimits.upload,
        multipartForm: { file: ARTWORK_UPLOAD_FIELD, fields: { [ARTWORK_KIND_FIELD]: { enum: UPLOADABLE_IMAGE_KINDS } } },
      },
      schema: {
        tags: ['images'],
        summary: `Upload an artwork or photo (multipart: file field "${ARTWORK_UPLOAD_FIELD}", JPEG, PNG, GIF or WEBP, at most 20 MB; optional field "${ARTWORK_KIND_FIELD}": ${UPLOADABLE_IMAGE_KINDS.join(' | ')}; "preview" is a wall tab composite, never listed as artwork nor accepted as a cart line's or design's artwork). Guests may upload.`,
        consumes: ['multipart/form-data'],
        response: {
          201: imageResponseSchema,
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
      const { data, kind } = await readUpload(request);
      const image = await app.imagesService.upload(data, { kind, ownerId: request.user?.id ?? null });
      return reply.code(201).send({ image });
    },
  );

  app.post(
    '/generate',
    {
      onRequest: app.authenticateIfToken,
      config: { rateLimit: app.routeLimits.generate },
      schema: {
        tags: ['images'],
        summary:
          'Generate artwork from a description: 1 to 4 pictures in one of the art styles of docs/product/studio.md#describe-it. The default engine is offline and deterministic (same prompt, style, palette and seed → the same picture; a batch uses seed, seed + 1, …, four different compositions) and keeps the vector source; an OpenAI-compatible provider is used when configured (503 when it fails). The answer names the engine and, for the procedural one, the prompt\'s words it drew and the nouns it could not (null from a provider). Guests may generate.',
        body: generateImagesBodySchema,
        response: {
          201: generateImagesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const generated = await app.imagesService.generate(request.body, request.user?.id ?? null);
      // Issue 20: which words were drawn and which could not be, and which engine drew (additive fields).
      return reply.code(201).send({ images: generated, ...app.imagesService.describeGeneration(request.body.prompt) });
    },
  );

  app.get(
    '/age',
    {
      schema: {
        tags: ['images'],
        summary:
          'Whether photorealistic ageing through the image service is offered (true when IMAGE_API_URL is configured). Without it the face tab ages in the browser only and sends nothing.',
        response: { 200: agingOptionsResponseSchema },
      },
    },
    () => Promise.resolve({ available: app.imagesService.agingAvailable }),
  );

  app.post(
    '/age',
    {
      onRequest: app.authenticateIfToken,
      config: {
        rateLimit: app.routeLimits.age,
        multipartForm: { file: AGE_PHOTO_FIELD, fields: { [AGE_FIELD]: { required: true }, [AGE_CONSENT_FIELD]: { enum: ['true'], required: true } } },
      },
      schema: {
        tags: ['images'],
        summary: `Age a portrait photorealistically through the configured image service (decision 045): multipart with the portrait in "${AGE_PHOTO_FIELD}" (JPEG, PNG or WEBP, at most 5 MB), "${AGE_FIELD}" (${AGE_MIN}–${AGE_MAX}) and "${AGE_CONSENT_FIELD}": "true" (the customer agreed that the photo leaves the browser). The portrait is re-encoded (no metadata) and sent to the provider's /images/edits; the answer is the aged portrait as a JPEG, not stored. 404 when no image service is configured; 503 when it fails or times out (the face tab then keeps its in-browser portrait). Guests may use it.`,
        consumes: ['multipart/form-data'],
        response: {
          200: fileResponse('image/jpeg', 'The aged portrait (JPEG, at most 1024 px), not stored'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Without an image service nothing is read: the photo goes nowhere.
      if (!app.imagesService.agingAvailable) throw new HttpError(404, AGING_MESSAGES.notOffered);
      const { photo, age } = await readAgingRequest(request);
      const aged = await app.imagesService.ageWithProvider(photo, age);
      return reply.code(200).type('image/jpeg').send(aged);
    },
  );

  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['images'],
        summary: 'Your artwork, newest first (cursor pages); composite previews are not listed',
        querystring: imageListQuerySchema,
        response: { 200: imageListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return app.imagesService.list(currentUser(request).id, request.query);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticateIfToken,
      schema: {
        tags: ['images'],
        summary: "One artwork: a guest's by anyone with its id; an owned one by its owner or an admin (404 for anyone else)",
        params: imageIdParamsSchema,
        response: { 200: imageResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ image: await app.imagesService.getVisible(request.params.id, viewerOf(request)) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticateIfToken,
      schema: {
        tags: ['images'],
        summary: 'Delete an artwork and its files (its owner or an admin; 404 for anyone else, guests included)',
        params: imageIdParamsSchema,
        response: { 200: successResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await app.imagesService.delete(request.params.id, viewerOf(request));
      return { success: true as const, message: 'Image deleted.' };
    },
  );
  done();
};
