import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app';
import { metricsFromPrimary, onPrimaryStop, runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/pglite-lock';
import { startJobsThread } from './jobs-thread-host';
import { loggerOptions } from './logger';
import { loadSubjectIcons } from './modules/images';
import { StorageConfigError } from './plugins/app/storage';

/** Under tsx (`npm run dev`) rather than the bundle dist/server.js. */
const RUNNING_FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * Production entry (`npm start` runs the bundle dist/server.js): read the config, build the app
 * (migrations and seed included), listen. On SIGTERM/SIGINT the server stops accepting
 * connections, lets in-flight requests finish, closes the database and exits 0; if that takes
 * longer than 10 s it exits 1.
 *
 * With WEB_CONCURRENCY above 1 this process becomes the cluster primary (cluster.ts): it forks that
 * many workers, each of which runs the code below, and restarts one that dies.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runPrimary(config);
    return;
  }

  // A worker may be told to stop (the primary stopping, or gone) while it is still starting: keep
  // the request and act on it once the app is built.
  let stopRequested = false;
  let requestStop = () => {
    stopRequested = true;
  };
  if (cluster.isWorker) onPrimaryStop(() => requestStop());

  // One process on PostgreSQL, from the bundle: the job workers run on a thread of their own
  // (jobs-thread-host.ts, decision 092) and this app only queues the jobs.
  const jobsThread =
    config.jobWorkers && !cluster.isWorker && config.databaseUrl !== undefined && !RUNNING_FROM_SOURCE
      ? startJobsThread(pino(loggerOptions(config)))
      : undefined;
  let app;
  try {
    app = await buildApp(
      jobsThread ? { ...config, jobWorkers: false } : config,
      cluster.isWorker ? { metrics: { fromPrimary: metricsFromPrimary } } : jobsThread ? { metrics: { alsoFrom: () => jobsThread.metrics() } } : {},
    );
  } catch (err) {
    await jobsThread?.stop();
    throw err;
  }
  if (jobsThread) app.jobs.forwardNotifications((queue) => jobsThread.notify(queue));

  let closing = false;
  const { close } = closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await Promise.all([app.close(), jobsThread?.stop()]);
  });
  requestStop = () => {
    if (closing) return;
    closing = true;
    void close();
  };
  if (stopRequested) {
    requestStop();
    return;
  }

  // The generator's icon set, a 9 MB JSON read and parsed synchronously (1.2 s measured at load
  // average 14), is read before listening rather than by the first generation, which stalled
  // every request of its process meanwhile (decision 087).
  loadSubjectIcons();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // A second server on the same embedded database (pglite-lock.ts), or a bucket that cannot be used: say so plainly.
  console.error(err instanceof DatabaseInUseError || err instanceof StorageConfigError ? err.message : err);
  process.exit(1);
});
