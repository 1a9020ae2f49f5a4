import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_PACKAGES } from '@wallart/shared';
import { createTestDatabase } from '../test/build-test-app';
import { connectDatabase, type DatabaseConnection, type Schema } from './client';
import { applyMigrations, migrationsFolder } from './migrate';

/** A copy of the committed migrations up to (not including) `tag`, as a database before it had them. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateFrom(connection: DatabaseConnection, folder: string): Promise<void> {
  const config = { migrationsFolder: folder, migrationsSchema: connection.migrationsSchema };
  if (connection.driver === 'pglite') await migratePglite(connection.db as unknown as PgliteDatabase<Schema>, config);
  else await migrateNodePg(connection.db as unknown as NodePgDatabase<Schema>, config);
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migrations 0009-0011 on a database that already has orders (issue 18)', () => {
  it('record the numbers of existing orders in order_numbers, so no checkout can draw one, and keep the orders as artwork orders', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const connection = await connectDatabase(database.options);
    cleanups.push(() => connection.close());
    const before = migrationsBefore('0009_plans');
    cleanups.push(() => fs.promises.rm(before, { recursive: true, force: true }));

    // A shop as it was before issue 18: one artwork order with its payment.
    await migrateFrom(connection, before);
    const pkg = SERVICE_PACKAGES[0]!;
    await connection.db.execute(sql`insert into packages (id, slug, name, price_cents, coverage_sq_ft, consultations, color_options, warranty_years, features, description, period, sort_order)
      values (${pkg.id}, ${pkg.slug}, ${pkg.name}, ${pkg.priceCents}, ${pkg.coverageSqFt}, ${pkg.consultations}, ${pkg.colorOptions}, ${pkg.warrantyYears}, ${JSON.stringify(pkg.features)}::jsonb, ${pkg.description}, ${pkg.period}, 0)`);
    await connection.db.execute(sql`insert into payments (id, token, method, brand, last4, amount_cents, status, transaction_id)
      values ('aaaaaaaaaaaaaaaaaaaaaaa1', 'pm_old', 'card', 'visa', '4242', 52995, 'captured', 'txn_old')`);
    await connection.db.execute(sql`insert into orders (id, order_number, status, package_id, package, artwork_cents, package_cents, subtotal_cents, tax_cents, shipping_cents, total_cents, shipping_address, customer_name, customer_email, payment_id)
      values ('bbbbbbbbbbbbbbbbbbbbbbb1', 'ORD-2026-4821', 'placed', ${pkg.id}, '{"name":"Starter","description":"","priceCents":29900}'::jsonb, 16998, 29900, 46898, 6097, 0, 52995, '12 Lake Rd', 'Jane', 'jane@example.com', 'aaaaaaaaaaaaaaaaaaaaaaa1')`);

    // The rest of the migrations, as a server start applies them.
    await applyMigrations(connection.db, connection);
    const result: unknown = await connection.db.execute(sql`select o.kind, o.service_fee_cents, o.contact, r.number from orders o join order_numbers r on r.number = o.order_number`);
    expect((result as { rows: unknown[] }).rows).toEqual([{ kind: 'artwork', service_fee_cents: 0, contact: null, number: 'ORD-2026-4821' }]);
    // The number is taken: a second reservation of it fails on the primary key.
    await expect(connection.db.execute(sql`insert into order_numbers (number) values ('ORD-2026-4821')`)).rejects.toMatchObject({ cause: { code: '23505' } });
    // And every order must now have its number recorded (the FK of 0011).
    await connection.db.execute(sql`insert into payments (id, token, method, brand, last4, amount_cents, status, transaction_id)
      values ('aaaaaaaaaaaaaaaaaaaaaaa2', 'pm_new', 'card', 'visa', '4242', 0, 'captured', 'txn_new')`);
    await expect(
      connection.db.execute(sql`insert into orders (id, order_number, status, package_id, package, artwork_cents, package_cents, subtotal_cents, tax_cents, shipping_cents, total_cents, shipping_address, customer_name, customer_email, payment_id)
        values ('bbbbbbbbbbbbbbbbbbbbbbb2', 'ORD-2026-1234', 'placed', ${pkg.id}, '{}'::jsonb, 0, 0, 0, 0, 0, 0, 'x', 'x', 'x', 'aaaaaaaaaaaaaaaaaaaaaaa2')`),
    ).rejects.toMatchObject({ cause: { code: '23503' } }); // foreign_key_violation
  });
});
