import { moduleRetentionPlugin } from '../retention';

/**
 * pg-boss's finished jobs (JOB_RETENTION in job-queue.ts, pg-boss's own settings): its maintenance
 * applies them every few seconds; this rule applies them too, every hour, and counts what went
 * (README "Retention").
 */
export const jobsRetentionPlugin = moduleRetentionPlugin({
  name: 'jobs-retention',
  dependencies: ['jobs'],
  rules: (app) => [
    {
      name: 'job-archive',
      what: "pg-boss's finished jobs: archived a day after completion (failed ones after 7 days), deleted 7 days later",
      kinds: ['archived', 'deleted'],
      cron: '25 * * * *',
      run: async ({ dryRun }) => ({ removed: { ...(await app.jobs.applyRetention({ dryRun })) } }),
    },
  ],
});
