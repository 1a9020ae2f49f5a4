import { cents, centsToDollars, type AdminPackage, type PackageResponse } from '@wallart/shared';
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
    description: row.description,
    period: row.period,
    popular: row.popular,
  };
}

/** A stored package as the admin sees it (cents, every field, whether it is on sale). */
export function toAdminPackage(row: PackageRow): AdminPackage {
  return {
    _id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    coverageSqFt: row.coverageSqFt,
    consultations: row.consultations,
    colorOptions: row.colorOptions,
    warrantyYears: row.warrantyYears,
    features: row.features,
    description: row.description,
    period: row.period,
    popular: row.popular,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
