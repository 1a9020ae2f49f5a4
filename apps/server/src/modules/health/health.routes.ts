import { apiErrorSchema } from '@wallart/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';

const READY_TIMEOUT_MS = 3_000;

const okSchema = z.object({ status: z.literal('ok') });

const CHECKS = ['database', 'storage', 'jobs'] as const;
type CheckName = (typeof CHECKS)[number];
const checkStateSchema = z.enum(['ok', 'down']);
const checksSchema = z.object({ database: checkStateSchema, storage: checkStateSchema, jobs: checkStateSchema });
type Checks = z.infer<typeof checksSchema>;

const readySchema = okSchema.extend({ checks: checksSchema });
const notReadySchema = apiErrorSchema.extend({ checks: checksSchema });

const WHAT: Record<CheckName, string> = {
  database: 'the database is not reachable',
  storage: 'the file storage cannot store files',
  jobs: 'the job queue is not running',
};

/** What each readiness check asks; each rejects when its part cannot serve. */
function readinessChecks(app: FastifyInstance): Record<CheckName, () => Promise<void>> {
  return {
    database: () => app.dbConnection.ping(),
    storage: () => app.storage.check(),
    jobs: () => app.jobs.check(),
  };
}

/**
 * Probes for a load balancer or orchestrator: liveness says the process answers; readiness also
 * asks the database, the file storage and the job queue (issue 22), so traffic goes only to
 * instances that can serve it — and leaves one that is stopping (its job queue stops first).
 */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The same checks for Prometheus (docs/operations/alerts.yaml "NotReady"): 1 per part that
  // answers, 0 per part down, asked at each scrape; across a cluster the least of the workers.
  new Gauge({
    name: 'wallart_ready',
    help: 'Readiness by part (database, storage, jobs): 1 when it answers, as /api/health/ready asks it',
    labelNames: ['check'] as const,
    aggregator: 'min',
    registers: [app.metrics.registry],
    async collect() {
      const checks = readinessChecks(app);
      await Promise.all(
        CHECKS.map(async (name) => {
          const up = await withTimeout(checks[name](), READY_TIMEOUT_MS).then(
            () => 1,
            () => 0,
          );
          this.set({ check: name }, up);
        }),
      );
    },
  });

  app.get(
    '',
    { schema: { tags: ['health'], summary: 'Liveness probe', response: { 200: okSchema } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness probe: the database, the file storage and the job queue answer (503 names the part that does not)',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const checks = readinessChecks(app);
      const results = await Promise.all(
        CHECKS.map(async (name) => {
          try {
            await withTimeout(checks[name](), READY_TIMEOUT_MS);
            return [name, 'ok'] as const;
          } catch (err) {
            request.log.warn({ err, check: name }, 'readiness check failed');
            return [name, 'down'] as const;
          }
        }),
      );
      const state = Object.fromEntries(results) as Checks;
      const down = CHECKS.filter((name) => state[name] === 'down');
      if (down.length === 0) return { status: 'ok' as const, checks: state };
      const reasons = down.map((name) => WHAT[name]).join('; ');
      return reply.code(503).send({ error: 'Service Unavailable', message: `Not ready: ${reasons}.`, checks: state });
    },
  );
  done();
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
