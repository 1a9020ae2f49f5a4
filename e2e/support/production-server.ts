import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../../tools/testing/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ProductionServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, then the exit code once the process has stopped. */
  stop: () => Promise<number | null>;
}

interface Options {
  /** `start`: the real `npm start` script (builds what is stale); `server`: the built server alone. */
  entry: 'start' | 'server';
  port?: number;
  dataDir?: string;
  env?: Record<string, string>;
}

/**
 * A production process of its own, beside the suite's shared server, for tests that need the
 * shipped defaults (rate limits) or a restart on the same data. The shared webServer of
 * playwright.config.ts raises the limits; this one does not unless told to.
 */
export async function startProductionServer({ entry, env = {}, ...options }: Options): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-e2e-own-'));
  const script = entry === 'start' ? 'scripts/start.mjs' : 'apps/server/dist/server.js';
  // The suite's own settings must not leak in: this process runs on the defaults.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/RATE_LIMIT|^E2E_/.test(key)));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready:\n${output}`))),
  );
  exited.catch(() => {});
  // Wait for the state (health answering), not for a fixed time.
  const ready = expect
    .poll(() => fetch(`${baseURL}/api/health`).then((r) => r.status, () => 0), { timeout: 90_000, intervals: [100, 250, 500] })
    .toBe(200);
  await Promise.race([ready, exited]);
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { baseURL, port, dataDir, output: () => output, stop };
}
