import { SERVICE_PACKAGES } from '@wallart/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages } from './packages.tables';

/**
 * Writes the three service packages of @wallart/shared under their fixed ids. Runs on every
 * start: a missing row is inserted and a changed one is brought back in line with the shared
 * constants, which are also what the pricing rules use (DESIGN §4.6).
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
  await db
    .insert(packages)
    .values(rows)
    .onConflictDoUpdate({
      target: packages.id,
      set: {
        slug: sql`excluded.slug`,
        name: sql`excluded.name`,
        priceCents: sql`excluded.price_cents`,
        coverageSqFt: sql`excluded.coverage_sq_ft`,
        consultations: sql`excluded.consultations`,
        colorOptions: sql`excluded.color_options`,
        warrantyYears: sql`excluded.warranty_years`,
        features: sql`excluded.features`,
        description: sql`excluded.description`,
        period: sql`excluded.period`,
        popular: sql`excluded.popular`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
