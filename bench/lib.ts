import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../tools/testing/free-port';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..');

export interface RunningServer {
  address: string;
  stop: () => Promise<void>;
  /** The server's process id (e.g. to read its CPU time). */
  pid?: number | undefined;
}

/** CPU time (user + system) a process has used so far, in ms; Linux only (/proc), else null. */
export function processCpuMs(pid: number | undefined): number | null {
  return pid === undefined ? null : cpuMsOf(`/proc/${pid}/stat`);
}

/**
 * CPU time (user + system) of a process's main thread alone, in ms: the thread whose event loop
 * answers the requests (its id is the process id), without the process's other threads (worker
 * threads, libuv's pool, the garbage collector's helpers, V8's compiler). Linux only, else null.
 */
export function mainThreadCpuMs(pid: number | undefined): number | null {
  return pid === undefined ? null : cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

let clockTicks: number | undefined;

function cpuMsOf(statFile: string): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    return (ticks * 1000) / clockTicks;
  } catch {
    return null;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts one of bench/servers/*.ts in its own process and waits for its address. */
export async function startBareServer(name: string): Promise<RunningServer> {
  const child = fork(path.join(here, 'servers', `${name}.ts`), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (msg) => resolve((msg as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
  });
  return { address, stop: () => stopChild(child) };
}

/** Builds the production bundles when they are missing (the benchmark measures what ships). */
export function ensureProductionBuild(): void {
  const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];
  if (outputs.every((o) => fs.existsSync(path.join(repoRoot, o)))) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * The production server (`apps/server/dist/server.js`) on a free loopback port with a temporary
 * DATA_DIR (embedded PGlite unless `env` names a DATABASE_URL), exactly as `npm start` runs it.
 * `web: false`: an API-only benchmark, which needs the server bundle but not the web build.
 */
export async function startProductionServer(env: Record<string, string> = {}, options: { web?: boolean } = {}): Promise<RunningServer> {
  if (options.web === false) {
    if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/server.js'))) throw new Error('apps/server/dist/server.js is missing: npm run build -w @wallart/server');
  } else {
    ensureProductionBuild();
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-bench-'));
  // BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', to look inside the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'apps/server/dist/server.js')], {
    cwd: repoRoot,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const address = `http://127.0.0.1:${port}`;
  // A loaded machine starts PGlite slowly: BENCH_SERVER_WAIT_S waits longer (default 60 s).
  const waitS = Number(process.env.BENCH_SERVER_WAIT_S ?? 60);
  const deadline = Date.now() + waitS * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${address}/api/health/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the server was not ready within ${waitS} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    address,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Requests per second on loopback, bounded in time (load tests stop by themselves). */
export async function measureRps(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}
