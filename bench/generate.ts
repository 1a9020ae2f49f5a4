import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { ART_STYLES, type GenerateImagesBody } from '@wallart/shared';
import { repoRoot, startProductionServer } from './lib';

/** Sequential requests timed for the latency figures. */
const REQUESTS = Number(process.env.BENCH_GENERATE_REQUESTS ?? 40);
/** How long the throughput phase runs, with as many requests in flight as the machine has cores. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const PROMPTS = [
  'calm ocean waves at sunset',
  'misty pine forest under a crescent moon',
  'terracotta botanical leaves',
  'city skyline at night, moody',
  'golden sun over desert mountains',
  'pastel flowers in a spring garden',
  'bold geometric circles in mustard and navy',
  'starry sky over a quiet lake',
  // Issue 20: prompts whose subjects are drawn from the icon set (restyled, shaded, reflected).
  'a calm ocean at sunset with sailboats',
  'a minimalist portrait of a cat',
  'a red boat on a calm lake',
  'a bowl of lemons and a vase of tulips',
];

/**
 * The n-th request: a different prompt, style and seed each time, so nothing is served from a
 * cache; the style moves on after each round of prompts, so every prompt meets every style.
 */
export function generateBody(n: number): GenerateImagesBody {
  return { prompt: PROMPTS[n % PROMPTS.length]!, style: ART_STYLES[Math.floor(n / PROMPTS.length) % ART_STYLES.length]!, seed: 1000 + n * 257, count: 1 };
}

async function generateOnce(address: string, n: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${address}/api/images/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(generateBody(n)),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /api/images/generate answered ${res.status}: ${text.slice(0, 200)}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `npm run bench -- generate` (issue 11): `POST /api/images/generate` on the production server,
 * one 1024 px picture per request from the default (procedural) engine, as a guest: p50 and p95 of
 * REQUESTS sequential requests, then images per second with one request in flight per core for
 * SECONDS. Each request renders the SVG with sharp and stores the PNG original, the WebP preview,
 * the thumbnail and the SVG source (PGlite row included).
 */
export async function generateFigures(): Promise<void> {
  // The figures are for the engine in this tree: bundle the server afresh (esbuild, a few seconds;
  // an old bundle would measure old pictures). The API alone is measured: no web build is needed.
  const build = spawnSync('npm', ['run', 'build', '-w', '@wallart/server'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @wallart/server failed');
  // The limits are not what is measured.
  const server = await startProductionServer({ RATE_LIMIT_MAX: '1000000', GENERATE_RATE_LIMIT_MAX: '1000000', GUEST_GENERATE_RATE_LIMIT_MAX: '1000000' }, { web: false });
  try {
    for (let i = 0; i < 5; i++) await generateOnce(server.address, 10_000 + i); // warm-up: JIT, sharp's threads
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await generateOnce(server.address, i));
    const sorted = [...times].sort((a, b) => a - b);

    const inFlight = Math.max(1, os.availableParallelism());
    let made = 0;
    let n = 100_000;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (performance.now() < deadline) {
          await generateOnce(server.address, n++);
          made += 1;
        }
      }),
    );
    const perSecond = made / ((performance.now() - started) / 1000);
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');

    console.log('\nPOST /api/images/generate (production server, default procedural engine, one 1024 px image, guest)');
    console.log('  %d sequential requests: p50 %s ms, p95 %s ms, max %s ms (goal: p95 ≤ 400 ms)', REQUESTS, percentile(sorted, 50).toFixed(0), percentile(sorted, 95).toFixed(0), sorted.at(-1)!.toFixed(0));
    console.log('  throughput: %s images/s (%d in flight for %d s, %d images)', perSecond.toFixed(1), inFlight, SECONDS, made);
    console.log('  machine: %d cores, load average %s (1, 5, 15 min) at the end', os.availableParallelism(), load);
  } finally {
    await server.stop();
  }
}
