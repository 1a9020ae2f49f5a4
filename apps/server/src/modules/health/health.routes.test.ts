import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

// Issue 22: readiness also reports the file storage and the job queue, and answers 503 while
// either is down (a load balancer then sends the traffic elsewhere). Liveness stays 200.
describe('GET /api/health/ready', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const ready = async (a: FastifyInstance) => {
    const res = await a.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('answers 503 naming the storage while it cannot store a file, and 200 again once it can', async () => {
    app = await buildTestApp();
    const uploads = path.join(app.config.dataDir, 'uploads');
    expect(await ready(app)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', storage: 'ok', jobs: 'ok' } } });

    // The folder replaced by a file: nothing can be written there (tests run as root, so a
    // read-only mode would not stop a write).
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, 'not a folder');
    expect(await ready(app)).toEqual({
      status: 503,
      body: {
        error: 'Service Unavailable',
        message: 'Not ready: the file storage cannot store files.',
        checks: { database: 'ok', storage: 'down', jobs: 'ok' },
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    fs.rmSync(uploads);
    fs.mkdirSync(uploads);
    expect((await ready(app)).status).toBe(200);
    // The probe leaves nothing behind in the folder files are served from.
    expect(fs.readdirSync(uploads)).toEqual([]);
  });

  it('answers 503 naming the job queue once it has stopped (as it does first when the server stops)', async () => {
    app = await buildTestApp();
    await app.jobs.stop();
    expect(await ready(app)).toEqual({
      status: 503,
      body: {
        error: 'Service Unavailable',
        message: 'Not ready: the job queue is not running.',
        checks: { database: 'ok', storage: 'ok', jobs: 'down' },
      },
    });
  });

  it("answers 503 naming the job queue when its tables do not answer", async () => {
    app = await buildTestApp();
    await app.dbConnection.executeSql(`alter table ${app.dbConnection.jobsSchema}.queue rename to queue_gone`, []);
    const res = await ready(app);
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: 'ok', storage: 'ok', jobs: 'down' });
    await app.dbConnection.executeSql(`alter table ${app.dbConnection.jobsSchema}.queue_gone rename to queue`, []);
    expect((await ready(app)).status).toBe(200);
  });
});
