import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../tools/testing/free-port';
import { buildTestApp } from '../../test/build-test-app';

// DESIGN §6: with REDIS_URL the counters live in Redis, so several server processes share one
// limit. Runs against a throw-away redis-server when the machine has one.
const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasRedis)('rate limit shared through Redis', () => {
  let redisProcess: ChildProcess;
  let redisUrl: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redisProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    redisUrl = `redis://127.0.0.1:${port}`;
    await waitForRedis(redisUrl);
    for (let i = 0; i < 2; i++) apps.push(await buildTestApp({ env: { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl } }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redisProcess?.kill();
  });

  it('counts requests to two app instances against one limit', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await app.inject({ method: 'GET', url: '/api/packages' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const redis = new Redis(redisUrl);
    const keys = await redis.keys('wallart:rate-limit:*');
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });
});

async function waitForRedis(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
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
