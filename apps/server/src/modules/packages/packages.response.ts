import { cents, centsToDollars, type PackageResponse } from '@wallart/shared';
import type { PackageRow } from './packages.tables';

/**
 * A stored package in the API shape of SPEC §3 "Available package (server)"
 * (`packageResponseSchema` of @wallart/shared): the id as `_id` and the price in dollars,
 * or null for Enterprise, which is sold by quote.
 */
export function toPackageResponse(row: PackageRow): PackageResponse {
  return {
    _id: row.id,
    name: row.name,
    price: row.priceCents === null ? null : centsToDollars(cents(row.priceCents)),
    coverageSqFt: row.coverageSqFt,
    consultations: row.consultations,
    colorOptions: row.colorOptions,
    warrantyYears: row.warrantyYears,
    features: row.features,
  };
}
