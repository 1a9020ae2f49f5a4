/**
 * The packages module's public face: the service packages on sale (docs/product/plans.md#packages /packages) and the
 * admin's catalogue under /admin/packages (issue 19).
 */
import { adminPackagesRoutes } from './packages.admin-routes';
import { packagesRoutes } from './packages.routes';
import { packagesServicePlugin } from './packages.service';

export type { PackagesService } from './packages.service';
export { packages, type PackageRow } from './packages.tables';
export { seedPackages } from './packages.seed';

export const packagesModule = {
  name: 'packages',
  prefix: '/packages',
  service: packagesServicePlugin,
  routes: packagesRoutes,
  moreRoutes: [{ prefix: '/admin/packages', routes: adminPackagesRoutes }],
} as const;
