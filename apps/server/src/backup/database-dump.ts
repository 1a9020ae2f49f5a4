import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockPgliteDir } from '../db/pglite-lock';

const run = promisify(execFile);

/** The database part of a backup, as its own tool writes it (decision 049). */
export type DatabaseDriver = 'pglite' | 'postgres';
export const DUMP_FILE: Record<DatabaseDriver, string> = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' };

export class BackupError extends Error {
  override name = 'BackupError';
}

/** The major version of a PostgreSQL tool (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15), or an error naming what to install. */
async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run(tool, ['--version']));
  } catch {
    throw new BackupError(`${tool} was not found on this machine: install the PostgreSQL client tools (the same major version as the server, or newer).`);
  }
  const major = /\)\s*(\d+)/.exec(stdout)?.[1];
  if (!major) throw new BackupError(`Could not read the version of ${tool}: ${stdout.trim()}`);
  return Number(major);
}

async function serverMajor(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(`select current_setting('server_version_num') as num, current_setting('server_version') as version`);
    return { major: Math.floor(Number(rows[0]!.num) / 10_000), version: rows[0]!.version };
  } finally {
    await client.end();
  }
}

/** Tables outside PostgreSQL's own schemas: none means an empty database. */
export async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Writes the database to `file`. PGlite: its own data-folder dump (`dumpDataDir`), taken while
 * holding the folder's owner lock, so a running server (which owns it) is refused rather than
 * copied mid-write. PostgreSQL: `pg_dump --format=custom`, a consistent snapshot even while the
 * shop runs; the machine's pg_dump must be at least the server's major version.
 */
export async function dumpDatabase(
  source: { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string },
  file: string,
): Promise<{ serverVersion: string }> {
  if (source.driver === 'pglite') {
    if (!fs.existsSync(path.join(source.dataDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${source.dataDir} to back up.`);
    const unlock = lockPgliteDir(source.dataDir);
    try {
      const client = await PGlite.create({ dataDir: source.dataDir });
      try {
        const { rows } = await client.query<{ version: string }>(`select current_setting('server_version') as version`);
        const dump = await client.dumpDataDir('gzip');
        await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
        return { serverVersion: `PGlite (PostgreSQL ${rows[0]!.version})` };
      } finally {
        await client.close();
      }
    } finally {
      unlock();
    }
  }
  const [tool, server] = await Promise.all([toolMajor('pg_dump'), serverMajor(source.url)]);
  if (tool < server.major) {
    throw new BackupError(`pg_dump ${tool} cannot dump a PostgreSQL ${server.major} server: install the PostgreSQL ${server.major} client tools.`);
  }
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${source.url}`], { maxBuffer: 16 * 1024 * 1024 });
  return { serverVersion: `PostgreSQL ${server.version}` };
}

/**
 * Loads a dump written by dumpDatabase. PGlite: into a new folder beside the target, opened once to
 * check it, then put in place of the target (an existing one only with `force`: the caller checked).
 * PostgreSQL: `pg_restore` in one transaction, so a failure leaves the database as it was.
 */
export async function loadDatabase(
  target: { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string },
  file: string,
  options: { force: boolean },
): Promise<void> {
  if (target.driver === 'pglite') {
    const parent = path.dirname(target.dataDir);
    fs.mkdirSync(parent, { recursive: true });
    const staging = path.join(parent, `.pglite-restoring-${crypto.randomBytes(6).toString('hex')}`);
    try {
      const client = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([await fs.promises.readFile(file)]) });
      await client.query('select 1');
      await client.close();
      if (fs.existsSync(target.dataDir)) {
        // The owner lock: a server running on the folder is refused (DatabaseInUseError).
        const unlock = lockPgliteDir(target.dataDir);
        const old = `${target.dataDir}.replaced-${crypto.randomBytes(6).toString('hex')}`;
        try {
          fs.renameSync(target.dataDir, old);
        } finally {
          unlock();
        }
        fs.renameSync(staging, target.dataDir);
        fs.rmSync(old, { recursive: true, force: true });
      } else {
        fs.renameSync(staging, target.dataDir);
      }
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
    return;
  }
  await toolMajor('pg_restore');
  try {
    if (!options.force) {
      await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${target.url}`, file], { maxBuffer: 16 * 1024 * 1024 });
      return;
    }
    // Over existing data: the schemas the dump holds are dropped and loaded again in ONE
    // transaction (psql -1), so a failure still leaves the database as it was. (pg_restore --clean
    // cannot drop the job queue's partitioned tables one by one.)
    const { stdout: list } = await run('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
    const schemas = [...list.matchAll(/ SCHEMA - (\S+) /g)].map((m) => m[1]!).filter((name) => /^[a-z_][a-z0-9_]*$/.test(name));
    const prelude = path.join(path.dirname(file), 'restore-prelude.sql');
    const script = path.join(path.dirname(file), 'restore.sql');
    fs.writeFileSync(prelude, [...[...schemas, 'public'].map((name) => `drop schema if exists ${name} cascade;`), 'create schema public;', ''].join('\n'));
    await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file], { maxBuffer: 16 * 1024 * 1024 });
    await run('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${target.url}`, `--file=${prelude}`, `--file=${script}`], {
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new BackupError(`Restoring the database failed; it was left as it was.\n${stderr || (err as Error).message}`);
  }
}
