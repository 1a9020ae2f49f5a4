import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * CSP for the Swagger UI pages only (the SPA keeps the strict policy of helmet.ts). Checked in
 * Chromium: Swagger UI loads its scripts and stylesheet from /api/docs/static (no inline script),
 * injects <style> elements and draws its icons from data: SVGs (both blocked without the two
 * allowances below), and "Try it out" calls our own API. The online spec validator is turned off,
 * so no other origin is needed.
 */
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * A multipart form as the OpenAPI document shows it. Upload routes read their parts themselves
 * (nothing validates against this); it documents the field names, so the browsable docs offer a
 * file picker and the route fuzz (test/fuzz.test.ts) sends forms with the route's own fields.
 */
export interface MultipartForm {
  /** The file field. */
  file: string;
  /** Text fields: their allowed values, if a list; `required` ones must be sent. */
  fields?: Record<string, { enum?: readonly string[]; required?: boolean }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An upload route's form, for the OpenAPI document only (see MultipartForm). */
    multipartForm?: MultipartForm;
  }
}

/** The JSON schema of a multipart form (OpenAPI 3: a binary string is a file). */
export function multipartBodySchema(form: MultipartForm): Record<string, unknown> {
  const fields = Object.entries(form.fields ?? {});
  return {
    type: 'object',
    properties: {
      [form.file]: { type: 'string', format: 'binary' },
      ...Object.fromEntries(fields.map(([name, field]) => [name, field.enum ? { type: 'string', enum: [...field.enum] } : { type: 'string' }])),
    },
    required: [form.file, ...fields.filter(([, field]) => field.required).map(([name]) => name)],
  };
}

/** The zod schemas as JSON schema (fastify-type-provider-zod), plus the form of a multipart route. */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const form = document.route.config?.multipartForm;
  if (!form || result.schema.body) return result;
  return { ...result, schema: { ...result.schema, body: multipartBodySchema(form) } };
};

/**
 * OpenAPI document built from the zod schemas every route declares (docs/architecture.md#the-api-contract), served as JSON at
 * /api/docs/json and browsable at /api/docs.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'WallArt Studio API',
          description: 'The API behind the WallArt Studio web shop. Paths and payloads follow docs/product/site.md#the-api-contract.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, deepLinking: true },
      staticCSP: docsContentSecurityPolicy,
    });
  },
  { name: 'swagger' },
);
