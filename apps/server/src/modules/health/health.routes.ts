import { apiErrorSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const READY_TIMEOUT_MS = 3_000;

const okSchema = z.object({ status: z.literal('ok') });

/**
 * Probes for a load balancer or orchestrator: liveness says the process answers; readiness also
 * asks the database, so traffic goes only to instances that can serve it.
 */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
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
        summary: 'Readiness probe: the database answers',
        response: { 200: okSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.dbConnection.ping(), READY_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply
          .code(503)
          .send({ error: 'Service Unavailable', message: 'The database is not reachable.' });
      }
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
