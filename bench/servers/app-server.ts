// The full WallArt server (helmet, rate limit, PGlite in a temporary folder) for the benchmark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-bench-'));
const config = loadConfig({
  ...process.env,
  PORT: '5000', // unused: listen() below picks a free port
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The benchmark sends far more than a person would; the limit is not what is measured.
  RATE_LIMIT_MAX: '1000000',
});
const app = await buildApp(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => {
  void app.close().then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
