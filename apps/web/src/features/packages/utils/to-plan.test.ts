import { describe, expect, it } from 'vitest';
import type { AvailablePackage } from '../../../lib/packages-api';
import { formatPackagePrice } from '../../../lib/plans';
import { toPlan } from './to-plan';

const professional: AvailablePackage = {
  _id: 'ffffffffffffffffffffffff',
  name: 'Professional',
  price: 599,
  coverageSqFt: 300,
  consultations: 5,
  colorOptions: 'Premium',
  warrantyYears: 2,
  features: ['Up To 300 Sq Ft Coverage'],
  description: 'Ideal For Multi-Room Homes And Small Offices',
  period: 'per Project',
  popular: true,
};

describe('toPlan', () => {
  it("builds the checkout plan of docs/product/plans.md#packages from the server's package, blurb and period included", () => {
    expect(toPlan(professional)).toEqual({
      title: 'Professional Plan',
      price: '$599',
      period: 'per Project',
      description: 'Ideal For Multi-Room Homes And Small Offices',
      features: ['Up To 300 Sq Ft Coverage'],
      packageId: 'ffffffffffffffffffffffff',
    });
  });

  it('shows Custom for a package without a price', () => {
    expect(formatPackagePrice(null)).toBe('Custom');
    expect(formatPackagePrice(1299)).toBe('$1,299');
  });
});
