import { ADMIN_PACKAGE_MESSAGES, cents, centsToDollars, type AdminPackage, type AdminPackageInput, type AuditSnapshot, type PackageResponse } from '@wallart/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import { record } from '../audit';
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

/** The unique index on lower(name): a duplicate name is 409. */
export const PACKAGE_NAME_INDEX = 'packages_name_lower_idx';

/** Reads the service packages; admins' writes (issue 19) each drop the cached list. */
export interface PackagesServiceDeps {
  db: Db;
  /** The clock in ms (tests move it to expire the cached list). */
  now?: () => number;
}

/** What the audit log keeps of a package: its plain fields (features as one text). */
function auditSnapshot(row: PackageRow): AuditSnapshot {
  return {
    name: row.name,
    priceCents: row.priceCents,
    coverageSqFt: row.coverageSqFt,
    consultations: row.consultations,
    colorOptions: row.colorOptions,
    warrantyYears: row.warrantyYears,
    features: row.features.join(' | '),
    description: row.description,
    period: row.period,
    popular: row.popular,
    active: row.active,
  };
}

/**
 * A stored package in the API shape of docs/product/plans.md#packages
 * (`packageResponseSchema` of @wallart/shared): the id as `_id` and the price in dollars,
 * or null for Enterprise, which is sold by quote.
 */
function toPackageResponse(row: PackageRow): PackageResponse {
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
function toAdminPackage(row: PackageRow): AdminPackage {
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

export function createPackagesService({ db, now = Date.now }: PackagesServiceDeps) {
  let cached: { list: PackageResponse[]; until: number } | undefined;

  /** Runs an admin write, turns a duplicate name into 409, and drops the cached list after it. */
  const write = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (isUniqueViolation(err, PACKAGE_NAME_INDEX)) throw conflict(ADMIN_PACKAGE_MESSAGES.nameTaken);
      throw err;
    } finally {
      cached = undefined;
    }
  };

  const lockedRow = async (tx: Tx, id: string): Promise<PackageRow> => {
    const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!row) throw notFound(ADMIN_PACKAGE_MESSAGES.notFound);
    return row;
  };

  const service = {
    /**
     * Package names by id, active or not (decision 038: subscriptions name their packages through
     * this instead of joining `packages`); unknown ids are left out. Read inside `tx` when given.
     */
    async namesOf(ids: readonly string[], tx: Db | Tx = db): Promise<Map<string, string>> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await tx.select({ id: packages.id, name: packages.name }).from(packages).where(inArray(packages.id, wanted));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /**
     * The packages on sale, in display order, as GET /api/packages answers them; cached (decision
     * 008): the same array until the table is read again, so the route serialises it once.
     */
    async list(): Promise<PackageResponse[]> {
      if (cached && cached.until > now()) return cached.list;
      const rows = await db.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.sortOrder), asc(packages.createdAt));
      cached = { list: rows.map(toPackageResponse), until: now() + PACKAGE_LIST_TTL_MS };
      return cached.list;
    },

    /** GET /api/packages/{id}: one package, active or not, as answered; 404 when there is none. */
    async get(id: string): Promise<PackageResponse> {
      const row = await service.findById(id);
      if (!row) throw notFound('Package not found');
      return toPackageResponse(row);
    },

    /** Every package, inactive ones too, for the admin (never cached). */
    async listAll(): Promise<AdminPackage[]> {
      const rows = await db.select().from(packages).orderBy(asc(packages.sortOrder), asc(packages.createdAt));
      return rows.map(toAdminPackage);
    },

    /** Drops the cached list; every write to packages in this process calls it. */
    invalidate(): void {
      cached = undefined;
    },

    /** One package, active or not (an order or a subscription may name an inactive one). */
    async findById(id: string, tx: Db | Tx = db): Promise<PackageRow | undefined> {
      const [row] = await tx.select().from(packages).where(eq(packages.id, id)).limit(1);
      return row;
    },

    /**
     * A package a customer may buy now: on sale (a deactivated one is kept only for the orders and
     * subscriptions that name it, issue 19). Both checkouts, the cart's and the plan's, ask here.
     */
    async findOnSale(id: string, tx: Db | Tx = db): Promise<PackageRow | undefined> {
      const [row] = await tx.select().from(packages).where(and(eq(packages.id, id), eq(packages.active, true))).limit(1);
      return row;
    },

    /** POST /api/admin/packages: a new package, last in display order, on sale. */
    async create(actorId: string, input: AdminPackageInput): Promise<AdminPackage> {
      return write(async (tx) => {
        const id = newObjectId();
        const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${packages.sortOrder}) + 1, 0)::int` }).from(packages);
        // The slug names the fixed packages (the spec's size rules (docs/product/cart-and-orders.md#package-selection)); an admin's package is named by its id.
        const [row] = await tx
          .insert(packages)
          .values({ id, slug: id, ...input, features: [...input.features], sortOrder: next, active: true })
          .returning();
        await record(tx, { actorId, action: 'package.create', targetType: 'package', targetId: id, before: null, after: auditSnapshot(row!) });
        return toAdminPackage(row!);
      });
    },

    /**
     * PUT /api/admin/packages/{id}: replaces the package's fields. Orders keep the package as they
     * bought it (orders.package and their cents), so a new price never changes an existing order.
     */
    async update(actorId: string, id: string, input: AdminPackageInput): Promise<AdminPackage> {
      return write(async (tx) => {
        const before = await lockedRow(tx, id);
        const [row] = await tx
          .update(packages)
          .set({ ...input, features: [...input.features], updatedAt: new Date(now()) })
          .where(eq(packages.id, id))
          .returning();
        await record(tx, { actorId, action: 'package.update', targetType: 'package', targetId: id, before: auditSnapshot(before), after: auditSnapshot(row!) });
        return toAdminPackage(row!);
      });
    },

    /** Deactivate (off sale, kept for its orders and subscriptions) or reactivate; 409 when already so. */
    async setActive(actorId: string, id: string, active: boolean): Promise<AdminPackage> {
      return write(async (tx) => {
        const before = await lockedRow(tx, id);
        if (before.active === active) throw conflict(active ? ADMIN_PACKAGE_MESSAGES.alreadyActive : ADMIN_PACKAGE_MESSAGES.alreadyInactive);
        const [row] = await tx.update(packages).set({ active, updatedAt: new Date(now()) }).where(eq(packages.id, id)).returning();
        await record(tx, {
          actorId,
          action: active ? 'package.reactivate' : 'package.deactivate',
          targetType: 'package',
          targetId: id,
          before: auditSnapshot(before),
          after: auditSnapshot(row!),
        });
        return toAdminPackage(row!);
      });
    },
  };
  return service;
}

export const packagesServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('packagesService', createPackagesService({ db: app.db }));
    done();
  },
  { name: 'packages-service', dependencies: ['db'] },
);
