import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { metricsFromPrimary, onPrimaryStop, runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/pglite-lock';
import { loadSubjectIcons } from './modules/images';
import { StorageConfigError } from './plugins/app/storage';

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

  const app = await buildApp(config, cluster.isWorker ? { metrics: { fromPrimary: metricsFromPrimary } } : {});

  let closing = false;
  const { close } = closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
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
