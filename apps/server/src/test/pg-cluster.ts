import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../tools/testing/free-port';

/**
 * A PostgreSQL cluster of a test's own (issue 39 "Database outage"): `initdb` and `pg_ctl` from the
 * machine's PostgreSQL (/usr/lib/postgresql/<newest>/bin), a data folder in a temporary folder, a
 * free port on 127.0.0.1, so that stopping it touches no other database. Run as the `postgres`
 * user when the tests run as root (initdb refuses root).
 */

const run = promisify(execFile);

/** The newest PostgreSQL's bin folder on this machine, when it has initdb and pg_ctl. */
export const POSTGRES_BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const version = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? path.join(root, version, 'bin') : undefined;
  return bin && fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl')) ? bin : undefined;
})();

const asRoot = process.getuid?.() === 0;

/** Why a cluster of one's own cannot be made here, or undefined when it can. */
export function whyNoPgCluster(): string | undefined {
  if (!POSTGRES_BIN) return 'no initdb and pg_ctl under /usr/lib/postgresql/*/bin';
  if (asRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root, and there is no postgres user to run initdb as';
    }
  }
  return undefined;
}

async function pgTool(tool: string, args: string[]): Promise<void> {
  const file = path.join(POSTGRES_BIN!, tool);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args]);
  else await run(file, args);
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  port: number;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it in 'fast' mode (open sessions are ended, as on a restart) and waits until it is down. */
  stop(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  destroy(): Promise<void>;
}

/** initdb in a fresh temporary folder, then start. */
export async function createPgCluster(): Promise<PgCluster> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-pg-'));
  const dataDir = path.join(folder, 'data');
  if (asRoot) execFileSync('chown', ['postgres', folder]);
  await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-instructions']);
  const port = await freePort();
  const log = path.join(folder, 'log');
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      pgTool('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '30', '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`, 'start']),
    stop: () => pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    async destroy() {
      await cluster.stop().catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (err) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  return cluster;
}
