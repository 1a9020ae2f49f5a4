/** The packages module's public face: the service packages on sale (SPEC §7 /packages). */
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
} as const;
