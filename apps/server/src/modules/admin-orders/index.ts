/**
 * The admin-orders module's public face (issue 19, decision 036): the admin Orders screen's list,
 * order and status move under /api/admin/orders. It owns no table: it composes the orders,
 * payments, audit and users modules through their faces (decision 013).
 */
import { adminOrdersRoutes } from './admin-orders.routes';
import { adminOrdersServicePlugin } from './admin-orders.service';

export { allowedNextStatuses, type AdminOrdersService } from './admin-orders.service';

export const adminOrdersModule = {
  name: 'admin-orders',
  prefix: '/admin/orders',
  service: adminOrdersServicePlugin,
  routes: adminOrdersRoutes,
} as const;
