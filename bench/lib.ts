import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import sharp from 'sharp';
import { freePort } from '../tools/testing/free-port';
import { serverEnv } from '../scripts/allocator.mjs';

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
    // As `npm start` runs it: jemalloc when the machine has it (scripts/allocator.mjs).
    env: serverEnv({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }),
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

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Runs `task` over `items`, `concurrency` at a time. */
export async function eachLimited<T>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i]!, i);
      }
    }),
  );
}

/** The JSON body of `res`, which must have answered `expected` (`what` names the call in the error). */
export async function expectJson<T>(res: Response, expected: number, what: string): Promise<T> {
  const body = await res.text();
  if (res.status !== expected) throw new Error(`${what}: ${res.status} ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

/** One statement on `url`, on a connection of its own. */
export async function sql(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away PostgreSQL database on `adminUrl`'s server (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres): its URL, and `drop()` for the end of the run.
 */
export async function throwAwayDatabase(adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `wallart_bench_${crypto.randomBytes(4).toString('hex')}`;
  await sql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: async () => void (await sql(adminUrl, `drop database if exists ${name} with (force)`)) };
}

/** A MongoDB-style id, as the server makes them. */
export const objectId = (): string => Math.floor(Date.now() / 1000).toString(16).padStart(8, '0') + crypto.randomBytes(8).toString('hex');

export interface Shopper {
  userId: string;
  /** `Bearer <token>` of the shopper's session. */
  auth: string;
  /** An artwork record the shopper owns (a copy of one uploaded picture). */
  imageId: string;
}

/**
 * `count` signed-in shoppers on a running server (on PostgreSQL `dbUrl`, signing sessions with
 * `jwtSecret`), made quickly: one user signs up and uploads one picture through the API; the other
 * users, their sessions and artwork records are copies written straight into the database (an Argon2
 * hash per sign-up is not what a benchmark measures), their tokens signed here as the server signs them.
 */
export async function prepareShoppers(base: string, dbUrl: string, jwtSecret: string, count: number): Promise<Shopper[]> {
  const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'Bench#Checkout-2026';
  const post = (url: string, body: unknown) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await expectJson(await post('/api/auth/register', { name: 'Bench Buyer', email, password, address: '12 Lake Rd', country: 'Canada', phone: '+1 416 555 0100', language: 'English' }), 201, 'register');
  const { token: firstToken } = await expectJson<{ token: string }>(await post('/api/auth/login', { email, password }), 200, 'login');
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7bb7' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
  const { image: uploaded } = await expectJson<{ image: { _id: string } }>(
    await fetch(`${base}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${firstToken}` }, body: form }),
    201,
    'upload',
  );

  const userIds = Array.from({ length: count }, objectId);
  const sessionIds = userIds.map(() => crypto.randomUUID());
  const imageIds = userIds.map(objectId);
  const tag = crypto.randomBytes(4).toString('hex');
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(
      `insert into users (id, name, email, password_hash, address, country)
       select u.id, 'Bench Buyer ' || u.n, 'bench-' || u.n || '-' || $2 || '@example.com', src.password_hash, src.address, src.country
       from unnest($1::text[]) with ordinality as u(id, n), users src where src.email = $3`,
      [userIds, tag, email],
    );
    await db.query(
      `insert into sessions (id, user_id, expires_at) select s, u, now() + interval '1 day' from unnest($1::text[], $2::text[]) as t(s, u)`,
      [sessionIds, userIds],
    );
    await db.query(
      `insert into images (id, owner_id, kind, prompt, style, palette, seed, provider, width, height, vector, original_key, preview_key, thumbnail_key, svg_key)
       select t.id, t.owner, src.kind, src.prompt, src.style, src.palette, src.seed, src.provider, src.width, src.height, src.vector,
              src.original_key, src.preview_key, src.thumbnail_key, src.svg_key
       from unnest($1::text[], $2::text[]) as t(id, owner), images src where src.id = $3`,
      [imageIds, userIds, uploaded._id],
    );
  } finally {
    await db.end();
  }
  const secret = new TextEncoder().encode(jwtSecret);
  return Promise.all(
    userIds.map(async (userId, i) => {
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId).setJti(sessionIds[i]!).setIssuedAt().setExpirationTime('1d').sign(secret);
      return { userId, auth: `Bearer ${token}`, imageId: imageIds[i]! };
    }),
  );
}
