import { seedPackages } from '../modules/packages';
import { seedDefaultWalls } from '../modules/walls';
import type { Db } from './client';

/**
 * Fixed data every installation needs, written on every start after the migrations. Each step is
 * idempotent (an upsert by fixed id), so two servers starting together or a restart change nothing.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedPackages(tx);
    await seedDefaultWalls(tx);
  });
}
