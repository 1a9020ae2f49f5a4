import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from '../modules/contact/contact.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes';
import { packagesRoutes } from '../modules/packages/packages.routes';

/** Every module's routes, mounted under /api (SPEC §7 "Paths sit under /api"). */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(packagesRoutes, { prefix: '/packages' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
  await app.register(contactRoutes, { prefix: '/contact' });
};
