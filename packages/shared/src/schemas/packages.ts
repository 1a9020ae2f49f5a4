/** The "Available package (server)" of docs/product/plans.md#packages, as GET /api/packages returns it (docs/product/plans.md#packages). */
import { z } from 'zod';
import { cents, centsToDollars } from '../money';
import type { ServicePackage } from '../packages';
import { objectIdSchema } from './fields';

export const packageResponseSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  /** Dollars (CAD), or null for a custom-priced package sold by quote (Enterprise). */
  price: z.number().nonnegative().nullable(),
  /** Square feet covered, or null for unlimited. */
  coverageSqFt: z.number().int().nonnegative().nullable(),
  /** Design consultations, or null for unlimited. */
  consultations: z.number().int().nonnegative().nullable(),
  colorOptions: z.string(),
  warrantyYears: z.number().int().nonnegative(),
  features: z.array(z.string()),
  /** Ours (additive, issue 19): the card's blurb, period and 'Most Popular' flag, which admins edit. */
  description: z.string(),
  period: z.string(),
  popular: z.boolean(),
});
export type PackageResponse = z.infer<typeof packageResponseSchema>;

export const packageListResponseSchema = z.array(packageResponseSchema);

/** The API shape of one of the fixed SERVICE_PACKAGES (price in dollars, as the contract says). */
export function toPackageResponse(pkg: ServicePackage): PackageResponse {
  return {
    _id: pkg.id,
    name: pkg.name,
    price: pkg.priceCents === null ? null : centsToDollars(cents(pkg.priceCents)),
    coverageSqFt: pkg.coverageSqFt,
    consultations: pkg.consultations,
    colorOptions: pkg.colorOptions,
    warrantyYears: pkg.warrantyYears,
    features: [...pkg.features],
    description: pkg.description,
    period: pkg.period,
    popular: pkg.popular,
  };
}
