import type { AdminPackage } from '@wallart/shared';

/** A package on sale as the admin list returns it (SPEC's Starter). */
export const starterPackage: AdminPackage = {
  _id: '6650a1b2c3d4e5f6a7b88fd6',
  name: 'Starter',
  priceCents: 29_900,
  coverageSqFt: 100,
  consultations: 3,
  colorOptions: 'Basic',
  warrantyYears: 1,
  features: ['Up To 100 Sq Ft Coverage'],
  description: 'Perfect For Single Room Projects',
  period: 'per Project',
  popular: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
