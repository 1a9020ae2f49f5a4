/**
 * The subscriptions module's public face (issue 18): subscriptions (docs/product/plans.md#subscriptions `/user-packages`) and
 * consultation bookings. A plan payment (modules/plan-checkouts) writes the subscription inside its
 * own transaction through `SubscriptionsService.create`.
 */
import { adminConsultationsRoutes } from './admin-consultations.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { subscriptionsServicePlugin } from './subscriptions.service';

export type { NewSubscription, SubscriptionsService } from './subscriptions.service';
export { consultationBookings, ONE_ACTIVE_SUBSCRIPTION_INDEX, userPackages, type UserPackageRow } from './subscriptions.tables';

export const subscriptionsModule = {
  name: 'subscriptions',
  prefix: '/user-packages',
  service: subscriptionsServicePlugin,
  routes: subscriptionsRoutes,
  moreRoutes: [{ prefix: '/admin/consultations', routes: adminConsultationsRoutes }],
} as const;
