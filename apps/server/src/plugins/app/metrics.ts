import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { apiErrorSchema } from '@wallart/shared';
import { serveMetricsOnLoopback } from '../../lib/metrics-port';

/**
 * Prometheus metrics (issue 22, docs/decisions/053), with prom-client: one registry per app (tests
 * build many apps in one process), the default process metrics, and ours:
 * - `http_requests_total` and `http_request_duration_seconds` by method, route *pattern*
 *   (`/api/orders/:id`, never the raw URL; `unmatched` for paths no route has) and status;
 * - `wallart_checkouts_total` by kind (cart, plan) and outcome;
 * - `wallart_jobs` (jobs in the queue's table by queue and state, read at scrape time),
 *   `wallart_job_oldest_waiting_seconds` (age of the oldest job due and not started, by queue) and
 *   `wallart_job_runs_total` by queue and outcome;
 * - `wallart_retention_removed_total` by retention rule and kind (README "Retention");
 * - `wallart_db_pool_connections` (PostgreSQL pool: total, idle, waiting) and `wallart_db_pool_max`;
 * - `wallart_rate_limit_shared`: 1 while the rate limit counts in Redis, 0 per process;
 * - `wallart_process_start_time_seconds`: the process's start (the restart alert, also in a cluster);
 * - `wallart_ready` by readiness check (the health module adds it).
 *
 * Every known label set starts at 0 from the first scrape (each checkout kind and outcome, each
 * queue this process defined and each job state, each retention rule's kinds), so that an alert
 * can tell "none" from "not reported" (Prometheus' instrumentation guide, "Avoid missing metrics").
 *
 * Served at `GET /metrics` only when METRICS_TOKEN is set and the request carries it as a bearer
 * token, and/or without a token on METRICS_PORT bound to 127.0.0.1. Under the cluster primary
 * (WEB_CONCURRENCY > 1) both answer the metrics of every worker, summed by the primary.
 */

export const CHECKOUT_KINDS = ['cart', 'plan'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];
/** paid (201), declined (402), replayed (the stored answer to a repeated Idempotency-Key), refused (another 4xx), error (5xx). */
export const CHECKOUT_OUTCOMES = ['paid', 'declined', 'replayed', 'refused', 'error'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];
/** The job states `wallart_jobs` reports (completed jobs are not counted: they are done). */
export const REPORTED_JOB_STATES = ['created', 'retry', 'active', 'cancelled', 'failed'] as const;
const JOB_RUN_OUTCOMES = ['completed', 'failed'] as const;

export interface AppMetrics {
  registry: Registry;
  checkout(kind: CheckoutKind, outcome: CheckoutOutcome): void;
  jobRun(queue: string, outcome: 'completed' | 'failed'): void;
  /** Adds what a retention rule removed (0 makes the series exist). */
  retentionRemoved(rule: string, kind: string, count: number): void;
  /** Whether the rate-limit counters are shared (Redis) or per process. */
  rateLimitShared(shared: boolean): void;
}

/** A registry's metrics as JSON (what prom-client's aggregation takes). */
export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

export interface MetricsPluginOptions {
  /** In a cluster worker: every worker's metrics, gathered by the primary (cluster.ts). */
  fromPrimary?: () => Promise<{ text: string; contentType: string }>;
  /**
   * In a process whose jobs run in its jobs thread (jobs-thread.ts): that thread's job and
   * retention counters, added to this registry's own (undefined while the thread is not running).
   */
  alsoFrom?: () => Promise<MetricsJson | undefined>;
}

/** The series a jobs thread adds to its process's metrics: what only the thread counts. */
export const JOBS_THREAD_METRICS = ['wallart_job_runs_total', 'wallart_retention_removed_total'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The checkout outcome of a route's answer status (for a route that threw, the error's status). */
export function checkoutOutcome(status: number, replayed = false): CheckoutOutcome {
  if (status >= 500) return 'error';
  if (replayed) return 'replayed';
  if (status === 402) return 'declined';
  if (status >= 200 && status < 300) return 'paid';
  return 'refused';
}

/** Runs a checkout (the service call of a checkout route) and counts its outcome, a thrown error's too. */
export async function countedCheckout<T extends { status: number; replayed?: boolean }>(
  metrics: AppMetrics,
  kind: CheckoutKind,
  work: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    metrics.checkout(kind, checkoutOutcome(typeof status === 'number' ? status : 500));
    throw err;
  }
  metrics.checkout(kind, checkoutOutcome(result.status, result.replayed));
  return result;
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [registry] });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const checkouts = new Counter({
      name: 'wallart_checkouts_total',
      help: 'Checkout attempts (cart orders and plan payments) by outcome',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    });
    for (const kind of CHECKOUT_KINDS) for (const outcome of CHECKOUT_OUTCOMES) checkouts.inc({ kind, outcome }, 0);
    /** The queues this process defined (they register as the modules start). */
    const knownQueues = () => (app.hasDecorator('jobs') ? app.jobs.queues() : []);
    const jobRuns = new Counter({
      name: 'wallart_job_runs_total',
      help: 'Job runs finished in this process, by queue and outcome (a failed run may be retried)',
      labelNames: ['queue', 'outcome'] as const,
      registers: [registry],
      collect() {
        for (const queue of knownQueues()) for (const outcome of JOB_RUN_OUTCOMES) this.inc({ queue, outcome }, 0);
      },
    });
    const retentionRemoved = new Counter({
      name: 'wallart_retention_removed_total',
      help: 'Rows and files removed by the retention rules, by rule and kind (orphan-files: files swept per storage area)',
      labelNames: ['rule', 'kind'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'wallart_job_oldest_waiting_seconds',
      help: 'Age of the oldest job that is due and not started yet (created or retry), by queue; 0 when none waits',
      labelNames: ['queue'] as const,
      // Every process reads the same table.
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of knownQueues()) this.set({ queue }, 0);
        if (!app.hasDecorator('jobs')) return;
        try {
          for (const row of await app.jobs.oldestWaiting()) this.set({ queue: row.queue }, row.seconds);
        } catch (err) {
          app.log.debug({ err }, 'job queue ages not available for the metrics');
        }
      },
    });
    new Gauge({
      name: 'wallart_jobs',
      help: 'Jobs in the queue table by queue and state (created and retry are waiting; failed ones are kept until archived)',
      labelNames: ['queue', 'state'] as const,
      // Every process reads the same table: across a cluster take the largest reading, not the sum.
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of knownQueues()) for (const state of REPORTED_JOB_STATES) this.set({ queue, state }, 0);
        if (!app.hasDecorator('jobs')) return;
        try {
          for (const row of await app.jobs.counts()) this.set({ queue: row.queue, state: row.state }, row.count);
        } catch (err) {
          app.log.debug({ err }, 'job queue counts not available for the metrics');
        }
      },
    });
    new Gauge({
      name: 'wallart_db_pool_connections',
      help: 'Database connections of this process by state (PostgreSQL pool: total, idle, waiting clients; PGlite: one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        if (!app.hasDecorator('dbConnection')) return;
        const stats = app.dbConnection.poolStats();
        this.set({ state: 'total' }, stats.total);
        if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
        if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'wallart_db_pool_max',
      help: 'The most database connections this process opens',
      registers: [registry],
      collect() {
        if (app.hasDecorator('dbConnection')) this.set(app.dbConnection.poolStats().max);
      },
    });
    new Gauge({
      name: 'wallart_process_start_time_seconds',
      help: 'When this server process started (Unix seconds); across a cluster the latest worker start, so a replaced worker shows (prom-client omits process_start_time_seconds there)',
      aggregator: 'max',
      registers: [registry],
    }).set(Math.round(Date.now() - process.uptime() * 1000) / 1000);
    const rateLimitShared = new Gauge({
      name: 'wallart_rate_limit_shared',
      help: '1 while the rate-limit counters are shared through Redis, 0 while this process counts alone',
      aggregator: 'min',
      registers: [registry],
    });

    app.decorate('metrics', {
      registry,
      checkout: (kind, outcome) => checkouts.inc({ kind, outcome }),
      jobRun: (queue, outcome) => jobRuns.inc({ queue, outcome }),
      retentionRemoved: (rule, kind, count) => retentionRemoved.inc({ rule, kind }, count),
      rateLimitShared: (shared) => rateLimitShared.set(shared ? 1 : 0),
    } satisfies AppMetrics);

    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the URL: ids would make a series per object.
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const { fromPrimary } = options;
    if (fromPrimary) {
      // The primary asks each worker for its registry (prom-client's cluster messages).
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([registry]);
    }
    const { alsoFrom } = options;
    const read =
      fromPrimary ??
      (async () => {
        const other = alsoFrom ? await alsoFrom() : undefined;
        if (!other) return { text: await registry.metrics(), contentType: registry.contentType };
        // Counters are summed; every other series is this registry's alone (the thread sends only JOBS_THREAD_METRICS).
        const merged = AggregatorRegistry.aggregate([await registry.getMetricsAsJSON(), other]);
        return { text: await merged.metrics(), contentType: registry.contentType };
      });

    const { metricsToken, metricsPort } = app.config;
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['metrics'],
          summary: 'Prometheus metrics (text format); needs METRICS_TOKEN as a bearer token, 404 when it is not set',
          response: { 401: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!metricsToken) return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} /metrics` });
        const given = bearerToken(request);
        if (!given || !sameSecret(given, metricsToken)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ error: 'Unauthorized', message: 'The metrics need the METRICS_TOKEN as a bearer token.' });
        }
        try {
          const { text, contentType } = await read();
          return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
        } catch (err) {
          request.log.warn({ err }, 'metrics not available');
          return reply.code(503).send({ error: 'Service Unavailable', message: 'The metrics are not available right now.' });
        }
      },
    );

    // Under the cluster primary the primary serves METRICS_PORT for all workers.
    if (metricsPort !== undefined && !fromPrimary) {
      const server = await serveMetricsOnLoopback(metricsPort, read);
      app.log.info({ port: server.port }, 'metrics on 127.0.0.1');
      app.addHook('onClose', () => server.close());
    }
  },
  { name: 'metrics' },
);
