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

/**
 * How long the package list is served from memory. The catalogue is read on every landing-page
 * visit and changes rarely; on the embedded PGlite every query also waits for a file-system sync,
 * so reading it each time would cap the landing page at a few hundred requests per second. Other
 * server processes see an edit at most this late (decision 008).
 */
export const PACKAGE_LIST_TTL_MS = 10_000;

/** Reads the service packages. Plain inputs and outputs; no HTTP here. */
export interface PackagesServiceDeps {
  db: Db;
  /** The clock in ms (tests move it to expire the cached list). */
  now?: () => number;
}

export function createPackagesService({ db, now = Date.now }: PackagesServiceDeps) {
  let cached: { rows: PackageRow[]; until: number } | undefined;
  return {
    /** Every package in display order (Starter, Professional, Enterprise). */
    async list(): Promise<PackageRow[]> {
      if (cached && cached.until > now()) return cached.rows;
      const rows = await db.select().from(packages).orderBy(asc(packages.sortOrder));
      cached = { rows, until: now() + PACKAGE_LIST_TTL_MS };
      return rows;
    },

    /** Drops the cached list; every write to packages in this process calls it. */
    invalidate(): void {
      cached = undefined;
    },

    async findById(id: string, tx: Db | Tx = db): Promise<PackageRow | undefined> {
      const [row] = await tx.select().from(packages).where(eq(packages.id, id)).limit(1);
      return row;
    },
  };
}

export const packagesServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('packagesService', createPackagesService({ db: app.db }));
    done();
  },
  { name: 'packages-service', dependencies: ['db'] },
);
