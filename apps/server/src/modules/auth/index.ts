/**
 * The auth module's public face: sign-up, sign-in (password and Google), sign-out and password
 * recovery under /auth, the first admin, and the expiry of its rows. Request authentication itself
 * (tokens, sessions, `app.authenticate`) is plugins/app/auth.ts over the sessions module.
 */
import { authRetentionPlugin } from './auth-pruning';
import { authRoutes } from './auth.routes';
import { authServicePlugin } from './auth.service';
import { passwordResetRoutes } from './password-reset.routes';

export type { AuthService, LoginResult } from './auth.service';
export { isCommonPassword } from './common-passwords';
export { ensureAdmin } from './first-admin';

export const authModule = {
  name: 'auth',
  prefix: '/auth',
  service: authServicePlugin,
  routes: authRoutes,
  moreRoutes: [{ prefix: '/auth', routes: passwordResetRoutes }],
  plugins: [authRetentionPlugin],
} as const;
