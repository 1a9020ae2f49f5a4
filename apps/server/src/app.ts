import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { databaseOptionsFromConfig, type DatabaseOptions } from './db/client';
import { REQUEST_ID_HEADER, genReqId, loggerOptions } from './logger';
import { registerModules } from './modules/registry';
import { authPlugin, type AuthOptions } from './plugins/app/auth';
import { dbPlugin } from './plugins/app/db';
import { earlyErrorOptions } from './plugins/app/early-errors';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { mailPlugin } from './plugins/app/mail';
import { metricsPlugin, type MetricsPluginOptions } from './plugins/app/metrics';
import { notFoundPlugin } from './plugins/app/not-found';
import { storagePlugin } from './plugins/app/storage';
import { helmetPlugin, securityHeaders } from './plugins/external/helmet';
import { multipartPlugin } from './plugins/external/multipart';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { staticPlugin } from './plugins/external/static';
import { swaggerPlugin } from './plugins/external/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  /** Overrides the database chosen from the config (the test helper uses this). */
  database?: DatabaseOptions;
  /** Where log lines go (default: stdout). */
  logStream?: DestinationStream;
  /** Runs when the app closes, after its own resources are released. */
  onClose?: () => Promise<void>;
  /** Test seams of the auth plugin (clock, lower Argon2 cost, local Google keys); production uses none. */
  auth?: AuthOptions;
  /** Sees every route as it is added (test seam: the odd-input test enumerates the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** In a cluster worker, where GET /metrics gets every worker's metrics (server.ts). */
  metrics?: MetricsPluginOptions;
}

/** TRUST_PROXY as Fastify takes it; a hop count trusts that many proxies in front of us. */
function trustProxyOption(value: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** One JSON body of at most 1 MB; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole server, ready to answer, without listening: server.ts listens, tests call
 * `app.inject`. Order (as in fastify/demo): the error handler, third-party plugins, then our own
 * shared services, then the modules (services, then routes).
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // A request must finish within 30 s; an idle socket is dropped after 60 s.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // PGlite start-up plus migrations can take a few seconds on a busy machine.
    pluginTimeout: 60_000,
    // '//api/packages' is '/api/packages' (it used to reach the static files, which answered 403).
    routerOptions: { ignoreDuplicateSlashes: true },
    // Bad URL encoding, request time-out, malformed headers: our error shape and security headers.
    ...earlyErrorOptions(securityHeaders(config.googleClientId)),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (options.onClose) app.addHook('onClose', options.onClose);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  // The error handler first: a route takes the error handler in place when it is added, so the
  // routes of the plugins below (the static files' catch-alls, the docs) answer our `{ error, message }` too.
  await app.register(errorHandlerPlugin);
  // Metrics next: its onResponse hook sees every route, and the plugins below report to it.
  await app.register(metricsPlugin, options.metrics ?? {});

  // Third-party plugins (plugins/external).
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(staticPlugin);

  // Our shared services (plugins/app).
  await app.register(notFoundPlugin);
  await app.register(dbPlugin, { database: options.database ?? databaseOptionsFromConfig(config) });
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(authPlugin, options.auth ?? {});

  // The domain modules (modules/registry.ts): their services, then their routes under /api.
  await registerModules(app);

  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}
