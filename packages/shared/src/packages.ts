/**
 * The service packages of docs/product/landing.md#package-cards, docs/product/plans.md#packages.
 * The server seeds these rows on every start; the landing page and checkout show them.
 * Prices are integer cents (CAD); Enterprise has no price: it is sold by quote.
 */
export type PackageSlug = 'starter' | 'professional' | 'enterprise';

export interface ServicePackage {
  slug: PackageSlug;
  /** Fixed 24-hex id so carts and orders can refer to a package before the database exists (docs/product/cart-and-orders.md#order-history: starter's id ends 8fd6). */
  id: string;
  name: string;
  /** Integer cents, or null for "Custom" (contact for a quote). */
  priceCents: number | null;
  period: string;
  description: string;
  /** Square feet covered, or null for unlimited. */
  coverageSqFt: number | null;
  /** Number of design consultations, or null for unlimited. */
  consultations: number | null;
  colorOptions: 'Basic' | 'Premium';
  warrantyYears: number;
  features: readonly string[];
  popular: boolean;
}

export const SERVICE_PACKAGES: readonly ServicePackage[] = [
  {
    slug: 'starter',
    id: '6650a1b2c3d4e5f6a7b88fd6',
    name: 'Starter',
    priceCents: 29_900,
    period: 'per Project',
    description: 'Perfect For Single Room Projects',
    coverageSqFt: 100,
    consultations: 3,
    colorOptions: 'Basic',
    warrantyYears: 1,
    features: ['Up To 100 Sq Ft Coverage', '3 Design Consultations', 'Basic Color Options', '1-Year Warranty'],
    popular: false,
  },
  {
    slug: 'professional',
    id: '6650a1b2c3d4e5f6a7b88fd7',
    name: 'Professional',
    priceCents: 59_900,
    period: 'per Project',
    description: 'Ideal For Multi-Room Homes And Small Offices',
    coverageSqFt: 300,
    consultations: 5,
    colorOptions: 'Premium',
    warrantyYears: 2,
    features: [
      'Up To 300 Sq Ft Coverage',
      '5 Design Consultations',
      'Premium Color Options',
      '2-Year Warranty',
      'Custom Design Support',
    ],
    popular: true,
  },
  {
    slug: 'enterprise',
    id: '6650a1b2c3d4e5f6a7b88fd8',
    name: 'Enterprise',
    priceCents: null,
    period: 'Custom',
    description: 'For Large Commercial And Public Spaces',
    coverageSqFt: null,
    consultations: null,
    colorOptions: 'Premium',
    warrantyYears: 5,
    features: [
      'Unlimited Coverage',
      'Unlimited Consultations',
      'Premium Color Options',
      '5-Year Warranty',
      'Dedicated Project Manager',
    ],
    popular: false,
  },
];

export function findPackageBySlug(slug: PackageSlug): ServicePackage {
  const found = SERVICE_PACKAGES.find((p) => p.slug === slug);
  if (!found) throw new Error(`Unknown package ${slug}`);
  return found;
}
