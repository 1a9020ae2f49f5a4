import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { packages, type PackageRow } from './packages.tables';

declare module 'fastify' {
  interface FastifyInstance {
    packagesService: PackagesService;
  }
}

export type PackagesService = ReturnType<typeof createPackagesService>;

/** Reads the service packages. Plain inputs and outputs; no HTTP here. */
export function createPackagesService(db: Db) {
  return {
    /** Every package in display order (Starter, Professional, Enterprise). */
    async list(): Promise<PackageRow[]> {
      return db.select().from(packages).orderBy(asc(packages.sortOrder));
    },

    async findById(id: string, tx: Db | Tx = db): Promise<PackageRow | undefined> {
      const [row] = await tx.select().from(packages).where(eq(packages.id, id)).limit(1);
      return row;
    },
  };
}

export const packagesServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('packagesService', createPackagesService(app.db));
    done();
  },
  { name: 'packages-service', dependencies: ['db'] },
);
