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

/**
 * A route's operationId from its method and path, for generated clients (decision 069):
 * `GET /api/orders/{id}/invoice` → `getOrdersByIdInvoice`, `/uploads/{key}` → `getUploadsByKey`.
 * One method and path make one route, so the ids are unique; the OpenAPI lint test checks it.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[{:](\w+)}?$/.exec(segment)?.[1];
      const word = (text: string) => text.replace(/(^|[-_.])(\w)/g, (_all, _sep: string, letter: string) => letter.toUpperCase());
      return param ? `By${word(param)}` : word(segment);
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type` (3.0.3 §4.7.24.1). zod's JSON schema writes a
 * nullable union as `{ anyOf: [...], nullable: true }`: give it the branches' one type, or, where the
 * branches differ in type, make each branch nullable instead (the same values either way).
 */
export function typedNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typedNullables);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, typedNullables(value)])) as Record<string, unknown>;
  if (schema.nullable !== true || schema.type !== undefined) return schema;
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  const types = new Set(branches?.map((branch) => branch.type));
  if (branches && types.size === 1 && !types.has(undefined)) return { type: [...types][0], ...schema };
  if (Array.isArray(schema.anyOf) && !types.has(undefined)) {
    const { nullable: _nullable, ...rest } = schema;
    return { ...rest, anyOf: (schema.anyOf as Record<string, unknown>[]).map((branch) => ({ ...branch, nullable: true })) };
  }
  return schema;
}

/**
 * The zod schemas as JSON schema (fastify-type-provider-zod), plus the form of a multipart route,
 * the operationId, and `security` (set by the auth plugin from the route's guard; public when the
 * route was registered before it, like /uploads).
 */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const form = document.route.config?.multipartForm;
  const method = [document.route.method].flat()[0] ?? 'GET';
  const schema = typedNullables({
    ...result.schema,
    operationId: result.schema.operationId ?? operationIdOf(method, document.url),
    security: result.schema.security ?? [],
    ...(form && !result.schema.body ? { body: multipartBodySchema(form) } : {}),
  }) as typeof result.schema;
  return { ...result, schema };
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
        // The API is served by the same origin as the document and the SPA: paths are relative to it.
        servers: [{ url: '/', description: 'This server' }],
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
