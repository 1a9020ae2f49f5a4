import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseConnection, Db, Schema } from './client';

/**
 * The committed SQL migrations. From source (tsx, vitest) this module is src/db/migrate.ts and the
 * folder sits beside it; in the bundle this code runs from dist/server.js and build.mjs copies the
 * folder to dist/migrations. `./migrations` relative to the running file is right in both cases.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every migration not yet recorded in drizzle's journal. Each runs once, in order. */
export async function applyMigrations(
  db: Db,
  { driver, migrationsSchema }: Pick<DatabaseConnection, 'driver' | 'migrationsSchema'>,
): Promise<void> {
  if (!fs.existsSync(`${migrationsFolder}/meta/_journal.json`)) {
    throw new Error(`Database migrations not found in ${migrationsFolder}`);
  }
  const config = { migrationsFolder, migrationsSchema };
  // Both drivers share the PostgreSQL dialect; each migrator only needs its own session type.
  if (driver === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase<Schema>, config);
  }
}
