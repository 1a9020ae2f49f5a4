import {
  ADMIN_PACKAGE_MESSAGES,
  adminPackageBodySchema,
  adminPackageListResponseSchema,
  adminPackageParamsSchema,
  adminPackageResponseSchema,
  apiErrorSchema,
} from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { currentUser } from '../../plugins/app/current-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The admin's catalogue (issue 19, decision 037), admins only, under /api/admin/packages: every
 * package with the inactive ones, create, replace, deactivate and reactivate — each write with an
 * audit row in its transaction and the public list's cache dropped (decision 008). No delete:
 * orders and subscriptions refer to packages; an unwanted one is deactivated.
 */
export const adminPackagesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.guardRoutes(app.requireAdmin);

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every package, inactive ones too, in display order (admins only)',
        response: { 200: adminPackageListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.packagesService.listAll() }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a package, on sale at once (admins only)',
        description: '400 with the rule broken; 409 "A package with this name already exists." (names are unique whatever their case).',
        body: adminPackageBodySchema,
        response: { 201: adminPackageResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const pkg = await app.packagesService.create(currentUser(request).id, request.body);
      return reply.code(201).send({ success: true as const, message: ADMIN_PACKAGE_MESSAGES.created(pkg.name), package: pkg });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace a package's fields (admins only); orders keep the package as they bought it",
        params: adminPackageParamsSchema,
        body: adminPackageBodySchema,
        response: { 200: adminPackageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const pkg = await app.packagesService.update(currentUser(request).id, request.params.id, request.body);
      return { success: true as const, message: ADMIN_PACKAGE_MESSAGES.updated(pkg.name), package: pkg };
    },
  );

  app.post(
    '/:id/deactivate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Take a package off sale; it stays for its orders and subscriptions (admins only)',
        params: adminPackageParamsSchema,
        response: { 200: adminPackageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const pkg = await app.packagesService.setActive(currentUser(request).id, request.params.id, false);
      return { success: true as const, message: ADMIN_PACKAGE_MESSAGES.deactivated(pkg.name), package: pkg };
    },
  );

  app.post(
    '/:id/reactivate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a deactivated package on sale again (admins only)',
        params: adminPackageParamsSchema,
        response: { 200: adminPackageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const pkg = await app.packagesService.setActive(currentUser(request).id, request.params.id, true);
      return { success: true as const, message: ADMIN_PACKAGE_MESSAGES.reactivated(pkg.name), package: pkg };
    },
  );
  done();
};
