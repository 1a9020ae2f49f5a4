import { measureRps, startServer } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** GET /api/packages on the full app against a bare Fastify JSON route, measured the same way. */
export async function apiThroughput(): Promise<void> {
  const results: Record<string, number> = {};
  for (const name of ['bare-server', 'app-server']) {
    const server = await startServer(name);
    try {
      await measureRps(`${server.address}/api/packages`, 1); // warm-up
      results[name] = await measureRps(`${server.address}/api/packages`, SECONDS);
    } finally {
      await server.stop();
    }
  }
  const app = results['app-server'] ?? 0;
  const bare = results['bare-server'] ?? 1;
  console.log('\nAPI throughput (loopback, 20 connections, %d s each)', SECONDS);
  console.log('  bare Fastify JSON route     %s req/s', Math.round(bare).toLocaleString('en'));
  console.log('  GET /api/packages (full)    %s req/s', Math.round(app).toLocaleString('en'));
  console.log('  ratio                       %s (goal: at least 0.5)', (app / bare).toFixed(2));
}
