import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver runs underneath (both speak PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services that may run inside a caller's transaction accept `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Where the data lives (docs/architecture.md#stack "Data"):
 * - `pglite`: embedded PostgreSQL in `dataDir`, or in memory when `dataDir` is omitted (tests);
 * - `postgres`: a PostgreSQL server. `schema` confines every table, including drizzle's migration
 *   journal, to one schema through the connection's search_path (tests use one schema per app).
 */
export type DatabaseOptions =
  /** `loadDataDir`: start an in-memory database from a dump (tests start from a migrated template). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { driver: 'postgres'; url: string; schema?: string };

export interface DatabaseConnection {
  db: Db;
  driver: DatabaseOptions['driver'];
  /** Schema that holds drizzle's migration journal. */
  migrationsSchema: string;
  /** Schema of the job queue's own tables (pg-boss, modules/jobs): 'pgboss', or `<schema>_jobs` beside a confined schema. */
  jobsSchema: string;
  /**
   * Runs SQL text as the driver takes it, outside Drizzle: with `values`, one statement with `$1…`
   * parameters; without, a script of several statements (the job queue's adapter, decision 033).
   * On PGlite every call waits for any open transaction, so a call never runs inside another's.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` while holding a lock that other server processes on the same database also take,
   * so start-up steps (migrations, seed) never run twice at once (docs/architecture.md#growing-past-one-machine: several processes,
   * one PostgreSQL). PGlite has a single owner process, so there it simply runs `work`.
   */
  runExclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Connections of this process, for the metrics: PostgreSQL's pool (opened, idle, clients waiting
   * for one, the most it opens); PGlite is one connection, with no queue figures to read.
   */
  poolStats(): PoolStats;
  /** Closes the client or pool; safe to call more than once. */
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle?: number;
  waiting?: number;
}

/** The most connections one server process opens to PostgreSQL (each process of a cluster has its own pool). */
export const POSTGRES_POOL_MAX = 10;

/**
 * How long a query waits for a connection (a new one to PostgreSQL, or a free one of the pool)
 * before it fails, and its request answers 503 (decision 079): below the 5 s in which a request
 * must answer while the database is unreachable, and the same as the readiness check's time-out.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3_000;

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.driver === 'pglite') {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    // One process per PGlite folder (pglite-lock.ts): a second one is refused, not silently lost.
    const unlock = options.dataDir ? lockPgliteDir(options.dataDir) : () => {};
    let client: PGlite;
    try {
      client = await PGlite.create({
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
    } catch (err) {
      unlock();
      throw err;
    }
    const db: Db = drizzlePglite({ client, schema });
    const executeSql = async (text: string, values?: unknown[]) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      try {
        // exec takes a script (simple protocol); a script's last result is what pg would answer.
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (err) {
        // A script that failed after its own BEGIN leaves the one connection in an aborted
        // transaction; every later query would fail until a ROLLBACK.
        if (client.isInTransaction()) await client.exec('ROLLBACK');
        throw err;
      }
    };
    const poolStats = (): PoolStats => ({ max: 1, total: client.closed ? 0 : 1 });
    return withLifecycle(db, 'pglite', 'drizzle', 'pgboss', executeSql, (work) => work(db), poolStats, async () => {
      if (!client.closed) await client.close();
      unlock();
    });
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    // A search_path set per connection keeps tables and drizzle's journal in one schema.
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
    max: POSTGRES_POOL_MAX,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // that would crash the process. The next query reports the problem instead.
  pool.on('error', () => {});
  const db: Db = drizzleNodePg({ client: pool, schema });
  const migrationsSchema = options.schema ?? 'drizzle';
  const jobsSchema = options.schema ? `${options.schema}_jobs` : 'pgboss';
  const executeSql = async (text: string, values?: unknown[]) => {
    const result = await pool.query(text, values);
    // A script answers one result per statement; its last is the one that matters.
    const last = Array.isArray(result) ? (result as pg.QueryResult[]).at(-1) : result;
    return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
  };

  const runExclusive = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    // A session-level advisory lock belongs to one connection, so the work runs on that connection.
    const client = await pool.connect();
    const lockName = `wallart:startup:${migrationsSchema}`;
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [lockName]);
      try {
        return await work(drizzleNodePg({ client, schema }));
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [lockName]);
      }
    } finally {
      client.release();
    }
  };

  const poolStats = (): PoolStats => ({ max: POSTGRES_POOL_MAX, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return withLifecycle(db, 'postgres', migrationsSchema, jobsSchema, executeSql, runExclusive, poolStats, async () => {
    if (!pool.ended) await pool.end();
  });
}

function withLifecycle(
  db: Db,
  driver: DatabaseOptions['driver'],
  migrationsSchema: string,
  jobsSchema: string,
  executeSql: DatabaseConnection['executeSql'],
  runExclusive: DatabaseConnection['runExclusive'],
  poolStats: DatabaseConnection['poolStats'],
  closeClient: () => Promise<void>,
): DatabaseConnection {
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    migrationsSchema,
    jobsSchema,
    executeSql,
    runExclusive,
    poolStats,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= closeClient();
      return closing;
    },
  };
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return name;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database under DATA_DIR. */
export function databaseOptionsFromConfig(config: { databaseUrl: string | undefined; pgliteDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.pgliteDir };
}
