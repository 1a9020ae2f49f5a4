import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../tools/testing/free-port';
import { buildTestApp } from '../../test/build-test-app';
import { captureLogLines } from '../../test/log-lines';

// docs/architecture.md#growing-past-one-machine: with REDIS_URL the counters live in Redis, so several server processes share one
// limit; while Redis is down each process counts on its own (issue 22). Runs against a throw-away
// redis-server (stopped and started again by the test) when the machine has one.
const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The app's log lines (JSON), kept for the assertions. */
function logCollector() {
  const { stream, records: lines } = captureLogLines<{ level: number; msg: string }>();
  return { stream, lines, count: (pattern: RegExp) => lines.filter((l) => pattern.test(l.msg)).length };
}

const DOWN = /Redis is unreachable; each server process counts on its own/;
const BACK = /Redis is back; the counters are shared again/;

describe.skipIf(!hasRedis)('rate limit shared through Redis', () => {
  let redisProcess: ChildProcess | undefined;
  let redisPort: number;
  let redisUrl: string;
  const apps: FastifyInstance[] = [];
  const logs = [logCollector(), logCollector()];

  const startRedis = async () => {
    redisProcess = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForRedis(redisUrl);
  };
  const stopRedis = async () => {
    const child = redisProcess;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  };

  beforeAll(async () => {
    redisPort = await freePort();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    await startRedis();
    for (const log of logs) apps.push(await buildTestApp({ env: { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl, LOG_LEVEL: 'info' }, logStream: log.stream }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stopRedis();
  });

  const get = (app: FastifyInstance, remoteAddress: string) => app.inject({ method: 'GET', url: '/api/packages', remoteAddress }).then((r) => r.statusCode);
  const sharedGauge = async (app: FastifyInstance) => (await app.metrics.registry.getSingleMetric('wallart_rate_limit_shared')!.get()).values[0]?.value;

  it('counts requests to two app instances against one limit', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push(await get(app, '198.51.100.1'));
    expect(statuses).toEqual([200, 200, 200, 429]);

    const redis = new Redis(redisUrl);
    const keys = await redis.keys('wallart:rate-limit:*');
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(await sharedGauge(a)).toBe(1);
  });

  it('counts per process while Redis is down, says so once, and shares again when it is back', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await stopRedis();

    // Still a limit, but each process has its own: 3 each, not 3 in all, and no 500.
    const address = '198.51.100.2';
    const onA = [];
    for (let i = 0; i < 5; i++) onA.push(await get(a, address));
    const onB = [];
    for (let i = 0; i < 4; i++) onB.push(await get(b, address));
    expect(onA).toEqual([200, 200, 200, 429, 429]);
    expect(onB).toEqual([200, 200, 200, 429]);
    // Once per outage, not once per request (nine requests, several reconnection attempts).
    expect(logs[0]!.count(DOWN)).toBe(1);
    expect(logs[1]!.count(DOWN)).toBe(1);
    expect(await sharedGauge(a)).toBe(0);

    await startRedis();
    // ioredis reconnects by itself; the app says so once.
    await expect.poll(() => logs[0]!.count(BACK), { timeout: 30_000, interval: 100 }).toBe(1);
    await expect.poll(() => logs[1]!.count(BACK), { timeout: 30_000, interval: 100 }).toBe(1);
    expect(await sharedGauge(a)).toBe(1);

    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push(await get(app, '198.51.100.3'));
    expect(statuses).toEqual([200, 200, 200, 429]);
    const redis = new Redis(redisUrl);
    expect((await redis.keys('wallart:rate-limit:*')).length).toBeGreaterThan(0);
    await redis.quit();
    expect(logs[0]!.count(DOWN)).toBe(1);
  });
});

async function waitForRedis(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      await client.quit();
      return;
    } catch {
      client.disconnect();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`redis-server did not start at ${url}`);
}
