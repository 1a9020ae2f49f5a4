import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (modules/jobs, decision 033): `send`, `work`, `notify`. */
    jobs: JobQueue;
  }
}

/**
 * Decorates `app.jobs`. The queue's tables are made or migrated here, after the database plugin
 * has applied our migrations; modules register their workers as their services start, and the
 * workers begin fetching once the app is ready. On close the queue stops first (running jobs get
 * a few seconds to finish; unfinished ones are failed and so retried later), then the database
 * closes: Fastify runs onClose hooks in reverse order of registration.
 */
export const jobsServicePlugin = fp(
  async (app) => {
    const jobs = createJobQueue({
      connection: app.dbConnection,
      log: app.log,
      onRun: (queue, outcome) => app.metrics.jobRun(queue, outcome),
    });
    // Under the start-up lock the migrations take too: two processes starting together on a fresh
    // database would otherwise both create pg-boss's schema, and one would fail.
    await app.dbConnection.runExclusive(() => jobs.open());
    app.decorate('jobs', jobs);
    // JOB_WORKERS=false: a web-only process; the jobs it queues run in the processes that work them.
    if (app.config.jobWorkers) app.addHook('onReady', () => jobs.startWorkers());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
