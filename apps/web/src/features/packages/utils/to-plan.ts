import type { Plan } from '../../../types/plan';
import type { AvailablePackage } from '../api/get-packages';

/** '$299', or 'Custom' when the package is sold by quote (SPEC §2 package table). */
export function formatPackagePrice(price: number | null): string {
  if (price === null) return 'Custom';
  return `$${price.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/**
 * SPEC §2 "Package cards": 'Choose Plan' passes title, price, period, description and features,
 * all as the server sends them (admins edit packages, issue 19).
 */
export function toPlan(pkg: AvailablePackage): Plan {
  return {
    title: `${pkg.name} Plan`,
    price: formatPackagePrice(pkg.price),
    period: pkg.period,
    description: pkg.description,
    features: pkg.features,
    packageId: pkg._id,
  };
}
