import { apiErrorSchema, objectIdSchema, successResponseSchema, userListResponseSchema, userUpdateResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { assertSelfOrAdmin, currentUser } from '../../plugins/app/current-user';
import { toPublicUser } from './users.response';
import { noStore } from '../../lib/no-store';

const userParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });
const userResponseSchema = userUpdateResponseSchema.omit({ message: true });

/**
 * SPEC §7 "Admin": GET /api/users lists every account (admins only, DESIGN §4.1). Reading one
 * account is for that user or an admin; deleting one is for admins, and ends its sessions at once
 * (they are deleted with the account).
 */
export const usersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.get(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'List every account (admins only)',
        response: { 200: userListResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      const rows = await app.usersService.list();
      return { success: true as const, data: rows.map(toPublicUser) };
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
      const user = await app.usersService.findById(request.params.id);
      if (!user) throw notFound('User not found');
      return { success: true as const, user: toPublicUser(user) };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete an account (admins only); its tokens stop working at once',
        params: userParamsSchema,
        response: { 200: successResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      // Ours: an admin cannot delete the account they are signed in with (and so lock everyone out).
      if (request.params.id === currentUser(request).id) throw badRequest('You cannot delete your own account.');
      const deleted = await app.usersService.delete(request.params.id);
      if (!deleted) throw notFound('User not found');
      if (deleted.profileImageKey) {
        await app.storage.delete(deleted.profileImageKey).catch((err: unknown) => request.log.warn({ err }, 'profile image not deleted'));
      }
      return { success: true as const, message: 'User deleted successfully.' };
    },
  );
  done();
};
