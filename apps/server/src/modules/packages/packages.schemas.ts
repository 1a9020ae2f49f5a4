import { z } from 'zod';
import type { PackageRow } from './packages.tables';

/** SPEC §3 "Available package (server)": what GET /api/packages returns for each package. */
export const availablePackageSchema = z.object({
  _id: z.string().regex(/^[0-9a-f]{24}$/),
  name: z.string(),
  /** Dollars (CAD); null for Enterprise ("Custom", sold by quote). */
  price: z.number().nullable(),
  /** Null means unlimited. */
  coverageSqFt: z.number().int().nullable(),
  /** Null means unlimited. */
  consultations: z.number().int().nullable(),
  colorOptions: z.string(),
  warrantyYears: z.number().int(),
  features: z.array(z.string()),
});

export type AvailablePackage = z.infer<typeof availablePackageSchema>;

export function toAvailablePackage(row: PackageRow): AvailablePackage {
  return {
    _id: row.id,
    name: row.name,
    // Stored in integer cents; the API speaks dollars (SPEC §9 "Package prices CAD 299 and 599").
    price: row.priceCents === null ? null : row.priceCents / 100,
    coverageSqFt: row.coverageSqFt,
    consultations: row.consultations,
    colorOptions: row.colorOptions,
    warrantyYears: row.warrantyYears,
    features: row.features,
  };
}
