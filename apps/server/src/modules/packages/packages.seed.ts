import { SERVICE_PACKAGES } from '@wallart/shared';
import type { Db } from '../../db/client';
import { packages } from './packages.tables';

/**
 * Writes the three service packages of @wallart/shared under their fixed ids when they are
 * missing. Runs on every start and inserts missing rows only: an admin's edits (price, name,
 * features, deactivation; issue 19) are never undone by a restart (decision 037). A row whose
 * name an admin already gave to another package is skipped rather than failing the start.
 */
export async function seedPackages(db: Db): Promise<void> {
  const rows = SERVICE_PACKAGES.map((p, index) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    priceCents: p.priceCents,
    coverageSqFt: p.coverageSqFt,
    consultations: p.consultations,
    colorOptions: p.colorOptions,
    warrantyYears: p.warrantyYears,
    features: [...p.features],
    description: p.description,
    period: p.period,
    popular: p.popular,
    sortOrder: index,
  }));
  await db.insert(packages).values(rows).onConflictDoNothing();
}
