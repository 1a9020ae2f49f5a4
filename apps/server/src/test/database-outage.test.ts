import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tools/testing/free-port';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/app/error-handler';
import { bearer, signedInUser } from '../modules/auth/auth.test-helpers';
import { buildTestApp, testDbKind } from './build-test-app';

/**
 * A database outage (issue 39): the app runs on a PostgreSQL cluster of its own (initdb and pg_ctl
 * from the machine's PostgreSQL, on a free port, so stopping it touches nothing else). While it is
 * stopped, a request that needs it answers 503 with a clear JSON message within 5 s, readiness
 * answers 503 naming the database and liveness 200; within 5 s of its return requests succeed.
 */

const bin = (() => {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return version ? path.join(root, version, 'bin') : undefined;
})();
const available = testDbKind() === 'postgres' && bin !== undefined && fs.existsSync(path.join(bin, 'pg_ctl'));
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the `postgres` user when the tests run as root (initdb refuses root). */
function pgTool(tool: string, args: string[]): void {
  const file = path.join(bin!, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

describe.skipIf(!available)('a PostgreSQL outage', () => {
  let folder: string;
  let dataDir: string;
  let port: number;
  let app: FastifyInstance;
  const start = () => pgTool('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'log'), '-w', '-t', '30', '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stop = () => pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-outage-'));
    dataDir = path.join(folder, 'data');
    if (asRoot) execFileSync('chown', ['postgres', folder]);
    pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    port = await freePort();
    start();
    app = await buildTestApp({
      database: { options: { driver: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/postgres` }, drop: () => Promise.resolve() },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    try {
      stop();
    } catch {
      // already stopped
    }
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 with a clear message while the database is down, stays alive, and serves again within 5 s of its return', async () => {
    const user = await signedInUser(app);
    const cart = () => app.inject({ method: 'GET', url: `/api/cart/${user.user._id}`, headers: bearer(user.token) });
    expect((await cart()).statusCode).toBe(200);

    stop();
    for (const request of [cart, () => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'whatever-it-is' } })]) {
      const started = Date.now();
      const res = await request();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ message: string; checks: { database: string } }>()).toMatchObject({ message: expect.stringMatching(/database/), checks: { database: 'down' } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    start();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5_000) {
      status = (await cart()).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  }, 60_000);
});
