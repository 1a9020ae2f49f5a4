import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/pglite-lock';
import { StorageConfigError } from './plugins/app/storage';

/**
 * Production entry (`npm start` runs the bundle dist/server.js): read the config, build the app
 * (migrations and seed included), listen. On SIGTERM/SIGINT the server stops accepting
 * connections, lets in-flight requests finish, closes the database and exits 0; if that takes
 * longer than 10 s it exits 1.
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

  const app = await buildApp(config);

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // A second server on the same embedded database (pglite-lock.ts), or a bucket that cannot be used: say so plainly.
  console.error(err instanceof DatabaseInUseError || err instanceof StorageConfigError ? err.message : err);
  process.exit(1);
});
