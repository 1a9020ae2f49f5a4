import {
  adminUpdateUserBodySchema,
  apiErrorSchema,
  MESSAGES,
  objectIdSchema,
  successResponseSchema,
  userListPageResponseSchema,
  userListQuerySchema,
  userUpdateResponseSchema,
} from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelfOrAdmin, currentUser } from '../../plugins/app/current-user';
import { noStore } from '../../lib/no-store';

const userParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });
const userResponseSchema = userUpdateResponseSchema.omit({ message: true });

/**
 * docs/product/admin.md#users: GET /api/users lists the accounts (admins only, docs/architecture.md#authorisation-on-the-server), searched and
 * paged for the Users screen (issue 19). Reading one account is for that user or an admin;
 * changing (name, role) or deleting one is for admins, with the rules of users.service.ts
 * (never your own role or account, never the last admin), and ends its sessions at once.
 */
export const usersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.get(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'List accounts, newest first: search name or email (q), filter by role, page (admins only)',
        querystring: userListQuerySchema,
        response: { 200: userListPageResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { q, role, page, pageSize } = request.query;
      const { users, total } = await app.usersService.list({ q, role, page, pageSize });
      return { success: true as const, data: users, total, page, pageSize };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['admin'],
        summary: 'Read one account (yourself, or anyone for an admin)',
        params: userParamsSchema,
        response: { 200: userResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      return { success: true as const, user: await app.usersService.get(request.params.id) };
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Change an account's name and/or role (admins only); a role change ends its sessions",
        description:
          '400 for your own role ("You cannot change your own role."), 409 for demoting the last admin ("The last administrator cannot be removed or demoted.").',
        params: userParamsSchema,
        body: adminUpdateUserBodySchema,
        response: {
          200: userUpdateResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await app.usersService.adminUpdate(currentUser(request).id, request.params.id, request.body);
      return { success: true as const, message: MESSAGES.adminUsers.userUpdated, user };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete an account (admins only); its tokens stop working at once, its orders stay',
        description: '400 for your own account, 409 for the last admin.',
        params: userParamsSchema,
        response: {
          200: successResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const deleted = await app.usersService.adminDelete(currentUser(request).id, request.params.id);
      if (deleted.profileImageKey) {
        await app.storage.delete(deleted.profileImageKey).catch((err: unknown) => request.log.warn({ err }, 'profile image not deleted'));
      }
      return { success: true as const, message: MESSAGES.adminUsers.userDeleted };
    },
  );
  done();
};
