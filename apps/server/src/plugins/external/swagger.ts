import swagger from '@fastify/swagger';
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
 * OpenAPI document built from the zod schemas every route declares (DESIGN §3), served as JSON at
 * /api/docs/json and browsable at /api/docs.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'WallArt Studio API',
          description: 'The API behind the WallArt Studio web shop. Paths and payloads follow SPEC §7.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, deepLinking: true },
      staticCSP: docsContentSecurityPolicy,
    });
  },
  { name: 'swagger' },
);
