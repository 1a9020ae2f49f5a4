import { measureRps, startBareServer, startProductionServer, type RunningServer } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/**
 * GET /api/packages on the production server (helmet, rate limit, request ids, schemas, PGlite)
 * against a bare Fastify JSON route. Both servers run side by side and are measured in turns
 * (bare, app, bare, app, ...), so a slow patch of the shared machine hits both; the figures are
 * the medians of the rounds.
 */
export async function apiThroughput(): Promise<void> {
  const bare = await startBareServer('bare-server');
  // The benchmark sends far more than one visitor would; the limit is not what is measured.
  const app = await startProductionServer({ RATE_LIMIT_MAX: '1000000' });
  const servers: [string, RunningServer][] = [
    ['bare', bare],
    ['app', app],
  ];
  const rps: Record<string, number[]> = { bare: [], app: [] };
  try {
    for (const [, server] of servers) await measureRps(`${server.address}/api/packages`, 2); // warm-up: JIT, caches
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, server] of servers) rps[name]!.push(await measureRps(`${server.address}/api/packages`, SECONDS));
    }
  } finally {
    await Promise.all(servers.map(([, server]) => server.stop()));
  }
  const appRps = median(rps.app!);
  const bareRps = median(rps.bare!);
  const each = (values: number[]) => values.map((v) => Math.round(v).toLocaleString('en')).join(' / ');
  console.log('\nAPI throughput (loopback, 20 connections, %d rounds of %d s each, medians)', ROUNDS, SECONDS);
  console.log('  bare Fastify JSON route     %s req/s (rounds: %s)', Math.round(bareRps).toLocaleString('en'), each(rps.bare!));
  console.log('  GET /api/packages (full)    %s req/s (rounds: %s)', Math.round(appRps).toLocaleString('en'), each(rps.app!));
  console.log('  ratio                       %s (goal: at least 0.5)', (appRps / bareRps).toFixed(2));
}
