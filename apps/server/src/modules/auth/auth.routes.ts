import {
  adminCreateUserBodySchema,
  apiErrorSchema,
  authConfigResponseSchema,
  authResponseSchema,
  googleSignInBodySchema,
  loginBodySchema,
  meResponseSchema,
  MESSAGES,
  registerBodySchema,
  registerResponseSchema,
  successResponseSchema,
} from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/http-errors';
import { currentUser, isAdmin } from '../../plugins/app/current-user';
import { toPublicUser } from '../users';
import { INVALID_CREDENTIALS_MESSAGE } from './auth.service';
import { parseBody } from './parse-body';
import { noStore } from '../../lib/no-store';

/**
 * The register body as the route sees it: the sign-up form (registerBodySchema) from anyone, or
 * the admin Users screen's form (adminCreateUserBodySchema: name, email, password, role) from an
 * admin (docs/product/admin.md#users). The handler validates it against the one that applies. `role`,
 * `isAdmin`, `_id` and `createdAt` never reach the account (docs/architecture.md#authorisation-on-the-server).
 */
const registerRouteBodySchema = z
  .object({
    name: z.string().optional(),
    email: z.string().optional(),
    password: z.string().optional(),
    address: z.string().optional(),
    country: z.string().optional(),
    phone: z.string().optional(),
    language: z.string().optional(),
    role: z.string().optional().describe('Ignored: a registered account always has role user.'),
  })
  .describe('registerBodySchema, or adminCreateUserBodySchema when the caller is an admin');

/**
 * POST /api/auth/admin's body: the Add New User form. docs/product/admin.md#users sends role admin here (and role user
 * to /register); ours also takes role user, so an admin can add any account without /register's
 * per-address sign-up limit. Without a role it makes an admin, as it always did.
 */
const adminAddUserBodySchema = adminCreateUserBodySchema.extend({
  role: adminCreateUserBodySchema.shape.role.removeDefault().default('admin'),
});

/** 401 of POST /login keeps the spec's `success` flag (docs/product/messages.md#accounts). */
const loginFailedSchema = z.object({ success: z.literal(false), error: z.string(), message: z.string() });

const SIGNED_IN_MESSAGE = 'Signed in successfully.';

/** docs/product/accounts.md#accounts-api, docs/product/admin.md#users under /api/auth; recovery and profile calls are in their own files. */
export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.post(
    '/register',
    {
      onRequest: app.identifyCaller,
      config: { rateLimit: app.routeLimits.registration },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user); an admin may call it to add a user',
        body: registerRouteBodySchema,
        response: { 201: registerResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = request.user;
      const admin = caller && isAdmin(caller) ? caller : null;
      const fields = admin
        ? (({ name, email, password }) => ({ name, email, password }))(parseBody(adminCreateUserBodySchema, request.body))
        : parseBody(registerBodySchema, request.body);
      // An admin's Add New User is audited (issue 19); a visitor's sign-up is not an admin write.
      const user = await app.authService.register({ ...fields, role: 'user' }, admin?.id);
      return reply.code(201).send({ success: true as const, message: MESSAGES.signUp.success, user: toPublicUser(user) });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: authResponseSchema, 400: apiErrorSchema, 401: loginFailedSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe = false } = request.body;
      const result = await app.authService.login({ email, password, rememberMe }, request.ip);
      if (result.outcome === 'limited') {
        throw tooManyRequests('Too many failed sign-in attempts.', result.retryAfterSeconds);
      }
      if (result.outcome === 'invalid') {
        return reply.code(401).send({ success: false, error: 'Unauthorized', message: INVALID_CREDENTIALS_MESSAGE });
      }
      return { success: true as const, message: SIGNED_IN_MESSAGE, token: result.token, user: toPublicUser(result.user) };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in settings the browser needs (the Google client id, or null)',
        response: { 200: authConfigResponseSchema },
      },
    },
    () => Promise.resolve({ googleClientId: app.config.googleClientId ?? null }),
  );

  app.post(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: googleSignInBodySchema,
        response: { 200: authResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Sent here rather than thrown: the error handler hides the message of every 5xx.
      if (!app.authService.googleConfigured) {
        return reply.code(404).send({ error: 'Not Found', message: MESSAGES.signIn.googleNotConfigured });
      }
      const result = await app.authService.googleSignIn(request.body.credential);
      if (!result) return reply.code(401).send({ error: 'Unauthorized', message: MESSAGES.signIn.googleFailed });
      return { success: true as const, message: SIGNED_IN_MESSAGE, token: result.token, user: toPublicUser(result.user) };
    },
  );

  app.get(
    '/signout',
    {
      onRequest: app.identifyCaller,
      schema: {
        tags: ['auth'],
        summary: "Sign out: the bearer token, if any, stops working at once",
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      const caller = request.user;
      if (caller) await app.auth.sessions.revoke(caller.sessionId);
      return { success: true as const, message: 'Signed out successfully.' };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    (request) => Promise.resolve({ success: true as const, data: toPublicUser(currentUser(request)) }),
  );

  app.post(
    '/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['auth', 'admin'],
        summary: 'Create an account from the admin Users screen (admins only): role admin unless `role` says user',
        body: adminAddUserBodySchema,
        response: { 201: registerResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, role } = request.body;
      const user = await app.authService.register({ name, email, password, role }, currentUser(request).id);
      const message = role === 'admin' ? 'Admin account created successfully!' : MESSAGES.signUp.success;
      return reply.code(201).send({ success: true as const, message, user: toPublicUser(user) });
    },
  );
  done();
};
