import { measureRps, startBareServer, startProductionServer, type RunningServer } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/**
 * GET /api/packages on the production server (helmet, rate limit, request ids, schemas, PGlite)
 * against a bare Fastify JSON route, both measured the same way in this one run.
 */
export async function apiThroughput(): Promise<void> {
  const servers: [string, () => Promise<RunningServer>][] = [
    ['bare', () => startBareServer('bare-server')],
    // The benchmark sends far more than one visitor would; the limit is not what is measured.
    ['app', () => startProductionServer({ RATE_LIMIT_MAX: '1000000' })],
  ];
  const rps: Record<string, number> = {};
  for (const [name, start] of servers) {
    const server = await start();
    try {
      await measureRps(`${server.address}/api/packages`, 2); // warm-up: JIT, caches
      rps[name] = await measureRps(`${server.address}/api/packages`, SECONDS);
    } finally {
      await server.stop();
    }
  }
  const app = rps.app ?? 0;
  const bare = rps.bare ?? 1;
  console.log('\nAPI throughput (loopback, 20 connections, %d s each)', SECONDS);
  console.log('  bare Fastify JSON route     %s req/s', Math.round(bare).toLocaleString('en'));
  console.log('  GET /api/packages (full)    %s req/s', Math.round(app).toLocaleString('en'));
  console.log('  ratio                       %s (goal: at least 0.5)', (app / bare).toFixed(2));
}
