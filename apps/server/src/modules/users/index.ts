/**
 * The users module's public face: accounts (the `users` table), the admin's user list, and the
 * user's own profile (kept under /auth, where docs/product/site.md#the-api-contract puts its paths). Others import only this file.
 */
import { profileRoutes } from './profile.routes';
import { usersRoutes } from './users.routes';
import { usersRetentionPlugin, usersServicePlugin } from './users.service';

export { createUsersService, toPublicUser, type NewUser, type ProfileChanges, type UsersService } from './users.service';
export { users, type NewUserRow, type UserRow } from './users.tables';

export const usersModule = {
  name: 'users',
  prefix: '/users',
  service: usersServicePlugin,
  plugins: [usersRetentionPlugin],
  routes: usersRoutes,
  moreRoutes: [{ prefix: '/auth', routes: profileRoutes }],
} as const;
