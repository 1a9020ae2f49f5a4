import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availablePackageSchema, toAvailablePackage } from './packages.schemas';

/** SPEC §7 "Packages": GET /api/packages lists the available packages (no sign-in needed). */
export const packagesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['packages'],
        summary: 'List the service packages',
        response: { 200: z.array(availablePackageSchema) },
      },
    },
    async () => {
      const rows = await app.packagesService.list();
      return rows.map(toAvailablePackage);
    },
  );
  done();
};
