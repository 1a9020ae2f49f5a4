import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseOptions, Db } from '../db/client';
import { applyMigrations } from '../db/migrate';
import * as schema from '../db/schema';
import { seedDatabase } from '../db/seed';
import { isProcessAlive } from '../lib/process-alive';

/**
 * Builds the real app for a test, on the database named by TEST_DB (set per Vitest project):
 * - 'pglite' (default): a fresh in-memory PGlite;
 * - 'postgres': TEST_DATABASE_URL with a fresh schema `t_<random>` holding every table and
 *   drizzle's journal (and `t_<random>_jobs`, the job queue's), dropped when the app closes.
 * Always `await app.close()` at the end (afterAll / afterEach).
 */

export interface TestAppOptions extends Omit<BuildAppOptions, 'database'> {
  /** Environment overrides, parsed like the real environment (e.g. `{ RATE_LIMIT_MAX: '5' }`). */
  env?: Record<string, string>;
  /** A database shared by several apps (see createTestDatabase); default: a fresh one per app. */
  database?: TestDatabase;
}

export interface TestDatabase {
  options: DatabaseOptions;
  /** Removes the database (schema or temp folder). */
  drop(): Promise<void>;
}

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** The config tests start from: quiet logs, a temp data folder, a web folder that does not exist. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-test-'));
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    RATE_LIMIT_MAX: '10000',
    // Tests register and upload far more than a person would from one address; limit tests lower these.
    ACCOUNT_RATE_LIMIT_MAX: '10000',
    UPLOAD_RATE_LIMIT_MAX: '10000',
    GENERATE_RATE_LIMIT_MAX: '10000',
    GUEST_UPLOAD_RATE_LIMIT_MAX: '10000',
    GUEST_GENERATE_RATE_LIMIT_MAX: '10000',
    CHECKOUT_RATE_LIMIT_MAX: '10000',
    ...env,
  });
}

/**
 * A database that outlives one app, e.g. to start the app twice on the same data.
 * For PGlite it lives in a temp folder (an in-memory PGlite dies with its app).
 */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-pglite-'));
    return {
      options: { driver: 'pglite', dataDir },
      drop: () => fs.promises.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  await runSql(url, `create schema ${schema}`);
  return {
    options: { driver: 'postgres', url, schema },
    // The job queue keeps its tables in `<schema>_jobs` (db/client.ts).
    drop: () => runSql(url, `drop schema if exists ${schema}, ${schema}_jobs cascade`),
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { env, database: shared, onClose, ...rest } = options;
  const config = testConfig(env);
  const database = shared ?? (testDbKind() === 'pglite' ? await inMemoryPglite() : await createTestDatabase('postgres'));
  return buildApp(config, {
    ...rest,
    database: database.options,
    onClose: async () => {
      await onClose?.();
      if (!shared) await database.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  });
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh in-memory PGlite per app, started from a dump of one migrated and seeded database: initdb
 * and the migrations cost seconds per app on a busy machine, loading the dump a fraction of that.
 * The app still runs its migrator and seed (they find nothing to do).
 */
async function inMemoryPglite(): Promise<TestDatabase> {
  pgliteTemplate ??= sharedTemplate();
  return { options: { driver: 'pglite', loadDataDir: await pgliteTemplate }, drop: () => Promise.resolve() };
}

/**
 * The dump, made once per Vitest run and shared by its test files through a temp file: each test
 * file runs in a fresh module scope, so a module-level cache alone made it again for every file
 * (about 70 files). The file is named after the run's main process (every test process's parent);
 * those of runs that have ended are removed.
 */
async function sharedTemplate(): Promise<Blob> {
  const prefix = 'wallart-pglite-template-';
  const file = path.join(os.tmpdir(), `${prefix}${process.ppid}.tar`);
  const made = await fs.promises.readFile(file).catch(() => null);
  if (made) return new Blob([made]);
  const dump = await migratedDump();
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^wallart-pglite-template-(\d+)\.tar(\.\d+\.tmp)?$/.exec(name)?.[1]);
    if (pid && pid !== process.ppid && !isProcessAlive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  }
  // Written whole, then renamed: a file running beside this one never reads half a dump.
  const partial = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.promises.rename(partial, file);
  return dump;
}

async function migratedDump(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    const db: Db = drizzlePglite({ client, schema });
    await applyMigrations(db, { driver: 'pglite', migrationsSchema: 'drizzle' });
    await seedDatabase(db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function runSql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
