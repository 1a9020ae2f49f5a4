import { formatPackagePrice } from '../../../lib/plans';
import type { Plan } from '../../../types/plan';
import type { AvailablePackage } from '../../../lib/packages-api';

/**
 * docs/product/landing.md#package-cards: 'Choose Plan' passes title, price, period, description and features,
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
