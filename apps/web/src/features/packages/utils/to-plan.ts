import { SERVICE_PACKAGES, type ServicePackage } from '@wallart/shared';
import { formatPackagePrice } from '../../../lib/plans';
import type { Plan } from '../../../types/plan';
import type { AvailablePackage } from '../api/get-packages';

/** The fixed package this server row was seeded from (same id, else same name), for period, blurb and the popular flag. */
export function findServicePackage(pkg: AvailablePackage): ServicePackage | undefined {
  return (
    SERVICE_PACKAGES.find((p) => p.id === pkg._id) ??
    SERVICE_PACKAGES.find((p) => p.name.toLowerCase() === pkg.name.toLowerCase())
  );
}

/** SPEC §2 "Package cards": 'Choose Plan' passes title, price, period, description and features. */
export function toPlan(pkg: AvailablePackage): Plan {
  const known = findServicePackage(pkg);
  return {
    title: `${pkg.name} Plan`,
    price: formatPackagePrice(pkg.price),
    period: known?.period ?? 'per Project',
    description: known?.description ?? '',
    features: pkg.features,
    packageId: pkg._id,
  };
}
