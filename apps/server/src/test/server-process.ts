import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { freePort } from '../../../../tools/testing/free-port';

/**
 * Production server processes for tests that need real processes (issue 22: several processes on
 * one database, a cluster, a kill): the built bundle `apps/server/dist/server.js`, rebuilt first
 * when a source is newer (the same check `npm start` makes, scripts/build-staleness.mjs).
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const SERVER_BUNDLE = path.join(repoRoot, 'apps/server/dist/server.js');

interface StalenessModule {
  BUILDS: { workspace: string; output: string; sources: string[] }[];
  buildStale(this: void, root: string, builds: StalenessModule['BUILDS'], run: (build: StalenessModule['BUILDS'][number]) => number): void;
}

/** Builds the server bundle when it is missing or older than its sources (not the web app: the API is what is tested). */
export async function ensureServerBundle(): Promise<void> {
  const staleness = (await import(pathToFileURL(path.join(repoRoot, 'scripts/build-staleness.mjs')).href)) as StalenessModule;
  staleness.buildStale(
    repoRoot,
    staleness.BUILDS.filter((b) => b.workspace === '@wallart/server'),
    (build) => spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: repoRoot, stdio: 'ignore' }).status ?? 1,
  );
}

export interface ServerProcess {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then its exit code once it has stopped. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node dist/server.js` with `env` (on top of a quiet, loopback-only base) and waits until
 * `/api/health/ready` answers 200, or rejects with what it printed when it exits first.
 */
export async function startServerProcess(env: Record<string, string>, options: { port?: number; waitFor?: 'ready' | 'exit' } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  const handle: ServerProcess = {
    baseURL,
    port,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  if (options.waitFor === 'exit') {
    await exited;
    return handle;
  }
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${output}`);
    const ready = await fetch(`${baseURL}/api/health/ready`).then((r) => r.status === 200, () => false);
    if (ready) return handle;
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`the server was not ready within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/**
 * A running server behind the `inject` call the module test helpers use (`shopper`, `cardToken`,
 * `checkout`…), so the same helpers drive a real process over HTTP. Every request carries
 * `X-Forwarded-For: clientAddress` (the process runs with TRUST_PROXY=true): the test's own address
 * for the rate limits, apart from any other run sharing the Redis.
 */
export function overHttp(server: Pick<ServerProcess, 'baseURL'>, clientAddress: string): FastifyInstance {
  const inject = async ({ method = 'GET', url, headers = {}, payload }: InjectOptions): Promise<LightMyRequestResponse> => {
    const body = payload === undefined ? undefined : Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload));
    const res = await fetch(`${server.baseURL}${url}`, {
      method,
      headers: {
        'x-forwarded-for': clientAddress,
        ...(body !== undefined && !Buffer.isBuffer(payload) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: new Uint8Array(body) } : {}),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const text = raw.toString('utf8');
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body: text,
      rawPayload: raw,
      payload: text,
      json: <T>() => JSON.parse(text) as T,
    } as unknown as LightMyRequestResponse;
  };
  return { inject } as unknown as FastifyInstance;
}

/** A fresh address in 2001:db8::/32 (documentation range): rate-limit counters of this run only. */
export function testClientAddress(): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::${group()}`;
}

/** The optional S3 test server (apps/server/src/test/s3-server.ts, issue 22 "Storage") when this tree has it. */
export async function optionalS3Server(): Promise<{ env: Record<string, string>; close(): Promise<void> } | null> {
  const file = path.join(import.meta.dirname, 's3-server.ts');
  if (!fs.existsSync(file)) return null;
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    startS3Server?: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>;
  };
  return module.startS3Server ? module.startS3Server() : null;
}
