/**
 * The jobs module's public face (decision 033): the job queue on `app.jobs` (pg-boss 10 over our
 * database). Modules register workers with `app.jobs.work` as their services start and queue work
 * with `app.jobs.send`, inside their own transaction when the job belongs to rows they write.
 */
import { jobsRetentionPlugin } from './jobs-retention';
import { jobsServicePlugin } from './jobs.service';

export { JOB_RETENTION } from './job-queue';
export type { JobContext, JobRetentionResult, JobHandler, JobQueue, JobState, QueueOptions, SendOptions, WorkOptions } from './job-queue';

export const jobsModule = {
  name: 'jobs',
  service: jobsServicePlugin,
  plugins: [jobsRetentionPlugin],
} as const;
