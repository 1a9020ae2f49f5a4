import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '../modules/auth/auth.routes';
import { passwordResetRoutes } from '../modules/auth/password-reset.routes';
import { profileRoutes } from '../modules/auth/profile.routes';
import { contactRoutes } from '../modules/contact/contact.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { imagesModule } from '../modules/images';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes';
import { packagesRoutes } from '../modules/packages/packages.routes';
import { usersRoutes } from '../modules/users/users.routes';

/** Every module's routes, mounted under /api (SPEC §7 "Paths sit under /api"). */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(packagesRoutes, { prefix: '/packages' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(profileRoutes, { prefix: '/auth' });
  await app.register(passwordResetRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(imagesModule.routes, { prefix: imagesModule.prefix });
};
