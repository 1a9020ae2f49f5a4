import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from '../modules/health/health.routes';
import { packagesRoutes } from '../modules/packages/packages.routes';

/** Every module's routes, mounted under /api (SPEC §7 "Paths sit under /api"). */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(packagesRoutes, { prefix: '/packages' });
};
