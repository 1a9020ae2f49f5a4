import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminOrdersModule } from './admin-orders';
import { adminDashboardModule } from './admin-dashboard';
import { arModule } from './ar';
import { auditModule } from './audit';
import { authModule } from './auth';
import { cartModule } from './cart';
import { checkoutModule } from './checkout';
import { contactModule } from './contact';
import { designsModule } from './designs';
import { healthModule } from './health';
import { imagesModule } from './images';
import { jobsModule } from './jobs';
import { mailJobsModule } from './mail-jobs';
import { newsletterModule } from './newsletter';
import { ordersModule } from './orders';
import { packagesModule } from './packages';
import { paymentsModule } from './payments';
import { planCheckoutsModule } from './plan-checkouts';
import { printFilesModule } from './print-files';
import { retentionModule } from './retention';
import { sessionsModule } from './sessions';
import { subscriptionsModule } from './subscriptions';
import { usersModule } from './users';
import { wallsModule } from './walls';

/** A plugin that decorates the app (a service) or runs beside it (pruning); made with fastify-plugin. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plugins take their own option types
type AppPlugin = FastifyPluginCallback<any> | FastifyPluginAsync<any>;
type RoutesPlugin = FastifyPluginCallbackZod | FastifyPluginAsyncZod;

/**
 * What a module's index.ts exports as `<name>Module` (docs/architecture.md "Add a module",
 * decision 013). Every field but the name is optional: health has no service, sessions no routes.
 */
export interface ServerModule {
  readonly name: string;
  /** Where its routes live under /api, e.g. '/images' → /api/images. */
  readonly prefix?: string;
  /** The fastify-plugin that decorates `app.<name>Service` with `create<Name>Service({...})`. */
  readonly service?: AppPlugin;
  /** The module's routes, mounted at /api + prefix. */
  readonly routes?: RoutesPlugin;
  /** Routes the module serves under another path because docs/product/accounts.md#profile fixes it (users' profile under /auth). */
  readonly moreRoutes?: readonly { readonly prefix: string; readonly routes: RoutesPlugin }[];
  /** Work beside the service, registered after every service (e.g. a module's retention rules). */
  readonly plugins?: readonly AppPlugin[];
}

/**
 * Every server module, one line each. Services are registered in this order, so a module comes
 * after the ones its service plugin depends on (fastify-plugin `dependencies` fails the start-up
 * otherwise: auth needs users; checkout needs cart, payments and orders; subscriptions need orders,
 * packages and users; the admin dashboard needs orders, payments, users and subscriptions;
 * plan checkouts need packages, payments, orders, subscriptions and checkout's idempotency records).
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  jobsModule,
  retentionModule,
  mailJobsModule,
  packagesModule,
  usersModule,
  sessionsModule,
  authModule,
  newsletterModule,
  contactModule,
  imagesModule,
  wallsModule,
  arModule,
  designsModule,
  cartModule,
  paymentsModule,
  ordersModule,
  checkoutModule,
  auditModule,
  adminOrdersModule,
  subscriptionsModule,
  planCheckoutsModule,
  printFilesModule,
  adminDashboardModule,
];

/**
 * Registers the modules on the app: every service plugin, then every module's own plugins, then
 * all routes under /api (docs/product/site.md#the-api-contract), each with its prefix.
 */
export async function registerModules(app: FastifyInstance, modules: readonly ServerModule[] = serverModules): Promise<void> {
  for (const module of modules) if (module.service) await app.register(module.service);
  for (const module of modules) for (const plugin of module.plugins ?? []) await app.register(plugin);
  await app.register(
    async (api) => {
      for (const module of modules) {
        if (module.routes) await api.register(module.routes, { prefix: module.prefix ?? '' });
        for (const more of module.moreRoutes ?? []) await api.register(more.routes, { prefix: more.prefix });
      }
    },
    { prefix: '/api' },
  );
}
