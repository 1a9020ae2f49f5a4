/**
 * The admin dashboard module's public face (issue 19): GET /api/admin/dashboard. It owns no
 * table; it reads the other modules' figures through their services (orders, payments, users,
 * subscriptions, audit), so it comes after all of them and nothing imports it.
 */
import { adminDashboardRoutes } from './admin-dashboard.routes';
import { adminDashboardServicePlugin } from './admin-dashboard.service';

export type { AdminDashboardService } from './admin-dashboard.service';

export const adminDashboardModule = {
  name: 'admin-dashboard',
  prefix: '/admin',
  service: adminDashboardServicePlugin,
  routes: adminDashboardRoutes,
} as const;
