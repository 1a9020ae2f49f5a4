import { test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createJobQueue } from './modules/jobs/job-queue';
import { buildTestApp } from './test/build-test-app';
const out = '/tmp/ci-measure/profile.txt';
const log = (s: string) => fs.appendFileSync(out, `${process.env.TEST_DB} ${s}\n`);
test('startup cost', async () => {
  const a = await buildTestApp(); await a.ready(); await a.close();
  const file = fs.readdirSync(os.tmpdir()).find((n) => n.startsWith('wallart-pglite-template-') && n.endsWith('.tar'))!;
  const blob = new Blob([fs.readFileSync(path.join(os.tmpdir(), file))]);
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    const lap = (n: string) => { const now = performance.now(); log(`${n} ${Math.round(now - t)}`); t = now; };
    const c = await connectDatabase({ driver: 'pglite', loadDataDir: blob }); lap('create+load');
    await applyMigrations(c.db, c); lap('migrate');
    await seedDatabase(c.db); lap('seed');
    const q = createJobQueue({ connection: c }); await q.open(); lap('jobqueue open');
    await q.stop(); await c.close(); lap('close');
    const app = await buildTestApp(); await app.ready(); lap('full app ready');
    await app.close(); lap('app close');
  }
}, 900000);
