import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Upload image limit: 5 MB (docs/product/visualizer.md#wall-upload). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * multipart/form-data parsing for the upload routes (profile image, wall backgrounds, artwork).
 * Conservative global limits; a route may lower them. An oversized file answers 413.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 64 * 1024, parts: 40 },
    });
  },
  { name: 'multipart' },
);
