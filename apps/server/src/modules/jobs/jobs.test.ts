import type { FastifyInstance } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, testDbKind } from '../../test/build-test-app';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { answersACount, createJobQueue, isJobEndCommand, positionalSql } from './job-queue';

/** Polls `check` until it answers true (or throws after `timeoutMs`). */
async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Tests retry at once (no delay, no back-off) and poll often, so they wait for work, not for timers.
const FAST = { retryDelaySeconds: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 } as const;

describe(`the job queue on ${testDbKind()}`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs each job once, with its data', async () => {
    const runs = new Map<number, number>();
    await app.jobs.work<{ n: number }>(
      'test-once',
      ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
      },
      FAST,
    );
    const ids = await Promise.all(Array.from({ length: 10 }, (_, n) => app.jobs.send('test-once', { n })));
    await waitFor(() => runs.size === 10);
    // Give a second worker poll the chance to run anything twice.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect([...runs.values()]).toEqual(Array(10).fill(1));
    for (const id of ids) expect((await app.jobs.getJob('test-once', id))?.state).toBe('completed');
  });

  it('retries a failing job, then completes it', async () => {
    const attempts: number[] = [];
    await app.jobs.work(
      'test-retry',
      (_data, job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} fails`);
      },
      { ...FAST, retryLimit: 2 },
    );
    const id = await app.jobs.send('test-retry', {});
    await waitFor(async () => (await app.jobs.getJob('test-retry', id))?.state === 'completed');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('marks a job failed once its retries are spent', async () => {
    const attempts: number[] = [];
    await app.jobs.work(
      'test-give-up',
      (_data, job) => {
        attempts.push(job.attempt);
        throw new Error('always fails');
      },
      { ...FAST, retryLimit: 1 },
    );
    const id = await app.jobs.send('test-give-up', {});
    await waitFor(async () => (await app.jobs.getJob('test-give-up', id))?.state === 'failed');
    expect(attempts).toEqual([1, 2]);
  });

  it("writes a job in the caller's transaction: none when it rolls back, one when it commits", async () => {
    const seen: string[] = [];
    await app.jobs.work<{ tag: string }>('test-tx', ({ tag }) => void seen.push(tag), FAST);
    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.send('test-tx', { tag: 'rolled back' }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await app.db.transaction((tx) => app.jobs.send('test-tx', { tag: 'committed' }, { tx }));
    app.jobs.notify('test-tx');
    await waitFor(async () => (await app.jobs.getJob('test-tx', id))?.state === 'completed');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen).toEqual(['committed']);
  });

  it('refuses a queue that was never defined', async () => {
    await expect(app.jobs.send('test-nowhere', {})).rejects.toThrow('not defined');
  });

  it("answers pg-boss's counting commands with a count once stopped, its other commands with no rows", () => {
    const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string, options?: object) => string>;
    for (const name of ['completeJobs', 'failJobsById', 'cancelJobs', 'resumeJobs', 'deleteJobs']) {
      expect(answersACount(plans[name]!('jobs')), name).toBe(true);
    }
    expect(answersACount(plans.getQueueSize!('jobs', { before: 'completed' }))).toBe(true);
    const fetchNextJob = plans.fetchNextJob!('jobs') as unknown as (options: object) => string;
    expect(answersACount(fetchNextJob({}))).toBe(false);
    expect(answersACount(plans.getJobById!('jobs'))).toBe(false);
  });

  it("knows pg-boss's commands that end a job by id, which its worker sends without awaiting them", () => {
    const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string, options?: object) => string>;
    expect(isJobEndCommand(plans.completeJobs!('jobs'))).toBe(true);
    expect(isJobEndCommand(plans.failJobsById!('jobs'))).toBe(true);
    for (const name of ['failJobsByTimeout', 'cancelJobs', 'resumeJobs', 'deleteJobs', 'getJobById', 'getQueueSize']) {
      expect(isJobEndCommand(plans[name]!('jobs', { before: 'completed' })), name).toBe(false);
    }
  });

  it('lives through a database outage as a job ends: nothing unhandled, one warning, and the end recorded once it is back', async () => {
    // The app's own connection, refused on demand as a stopped PostgreSQL refuses it.
    let down = false;
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const connection = {
      ...app.dbConnection,
      executeSql: (text: string, values?: unknown[]) => (down ? Promise.reject(refused()) : app.dbConnection.executeSql(text, values)),
    };
    const said: { level: string; msg: string }[] = [];
    const logAt = (level: string) => (_obj: unknown, msg?: string) => void said.push({ level, msg: msg ?? String(_obj) });
    const log = { warn: logAt('warn'), info: logAt('info'), error: logAt('error') } as unknown as FastifyBaseLogger;
    const queue = createJobQueue({ connection, log, maintenanceIntervalSeconds: 1 });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await queue.open();
      const attempts: number[] = [];
      await queue.work(
        'test-outage',
        (_data, job) => {
          attempts.push(job.attempt);
          // The database goes away while the first run finishes: its end cannot be recorded.
          if (job.attempt === 1) down = true;
        },
        // An expiry far off: the end is recorded on the database's return, not by a second run.
        { ...FAST, expireInSeconds: 600 },
      );
      await queue.startWorkers();
      const id = await queue.send('test-outage', {});
      await waitFor(() => attempts.length === 1);
      // A few polls while it is down, then it is back.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      down = false;
      await waitFor(async () => (await queue.getJob('test-outage', id))?.state === 'completed', 10_000);
      expect(attempts).toEqual([1]);
      expect(unhandled).toEqual([]);
      // Said once each, not at every poll.
      expect(said.filter((s) => s.msg.startsWith('job queue: the database is unavailable'))).toHaveLength(1);
      expect(said.filter((s) => s.msg === 'job queue: the end of a job could not be recorded yet')).toHaveLength(1);
      expect(said.filter((s) => s.msg === 'job queue: the database answers again')).toHaveLength(1);
      expect(said.filter((s) => s.msg === 'job queue: recorded the end of a job the outage had left unrecorded')).toHaveLength(1);
      expect(said.filter((s) => s.level === 'error')).toEqual([]);
    } finally {
      await queue.stop();
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('turns pg-boss placeholders into one parameter each, arrays included', () => {
    const query = new PgDialect().sqlToQuery(positionalSql('SELECT $1::text, $2::uuid[], $1', ['a', ['x', 'y']]));
    expect(query.sql).toBe('SELECT $1::text, $2::uuid[], $3');
    expect(query.params).toEqual(['a', ['x', 'y'], 'a']);
  });
});

describe(`the job queue across a restart on ${testDbKind()}`, () => {
  it('runs a job sent before the restart after it', async () => {
    const database = await createTestDatabase();
    try {
      const first = await buildTestApp({ database });
      await first.jobs.define('test-restart', FAST);
      const id = await first.jobs.send('test-restart', { order: 'ORD-1' });
      await first.close();

      const second = await buildTestApp({ database });
      try {
        const seen: unknown[] = [];
        await second.jobs.work('test-restart', (data) => void seen.push(data), FAST);
        await waitFor(async () => (await second.jobs.getJob('test-restart', id))?.state === 'completed');
        expect(seen).toEqual([{ order: 'ORD-1' }]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('runs again, after the restart, a job the stop cut short', async () => {
    const database = await createTestDatabase();
    try {
      const first = await buildTestApp({ database });
      let started = false;
      let aborted = false;
      let closed!: () => void;
      const whenClosed = new Promise<void>((resolve) => (closed = resolve));
      await first.jobs.work(
        'test-cut-short',
        async (_data, job) => {
          started = true;
          // A long job: it ends only when the queue stops and aborts it, and it takes a while to
          // notice, so that it fails after the queue has stopped.
          await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve(), { once: true }));
          aborted = true;
          await whenClosed;
          throw job.signal.reason;
        },
        FAST,
      );
      const id = await first.jobs.send('test-cut-short', {});
      await waitFor(() => started);
      // pg-boss fails the aborted job without awaiting it, after the queue has stopped.
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        await first.close();
        closed();
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
      expect(aborted).toBe(true);
      expect(unhandled).toEqual([]);

      const second = await buildTestApp({ database });
      try {
        const attempts: number[] = [];
        await second.jobs.work('test-cut-short', (_data, job) => void attempts.push(job.attempt), FAST);
        await waitFor(async () => (await second.jobs.getJob('test-cut-short', id))?.state === 'completed');
        expect(attempts).toEqual([2]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe(`JOB_WORKERS=false on ${testDbKind()}`, () => {
  it('queues jobs but runs none; a process with workers runs them', async () => {
    const database = await createTestDatabase();
    try {
      const webOnly = await buildTestApp({ database, env: { JOB_WORKERS: 'false' } });
      const ran: string[] = [];
      let id: string;
      try {
        await webOnly.jobs.work('test-web-only', () => void ran.push('web-only'), FAST);
        id = await webOnly.jobs.send('test-web-only', {});
        const inTx = await webOnly.db.transaction((tx) => webOnly.jobs.send('test-web-only', {}, { tx }));
        webOnly.jobs.notify('test-web-only');
        expect((await webOnly.jobs.getJob('test-web-only', inTx))?.state).toBe('created');
        expect(await webOnly.jobs.pending('test-web-only')).toBe(2);
      } finally {
        await webOnly.close();
      }
      expect(ran).toEqual([]);

      const worker = await buildTestApp({ database });
      try {
        await worker.jobs.work('test-web-only', () => void ran.push('worker'), FAST);
        await waitFor(async () => (await worker.jobs.pending('test-web-only')) === 0);
        expect(ran).toEqual(['worker', 'worker']);
        expect((await worker.jobs.getJob('test-web-only', id))?.state).toBe('completed');
      } finally {
        await worker.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('the job queue with two server processes on one PostgreSQL', () => {
  it('runs each job once, whichever process takes it', async () => {
    const database = await createTestDatabase('postgres');
    const apps = [await buildTestApp({ database }), await buildTestApp({ database })];
    try {
      const runs = new Map<number, string[]>();
      for (const [i, app] of apps.entries()) {
        await app.jobs.work<{ n: number }>(
          'test-two-processes',
          async ({ n }) => {
            runs.set(n, [...(runs.get(n) ?? []), `app${i}`]);
            await new Promise((resolve) => setTimeout(resolve, 20));
          },
          FAST,
        );
      }
      for (let n = 0; n < 30; n++) await apps[n % 2]!.jobs.send('test-two-processes', { n });
      await waitFor(() => runs.size === 30);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
      // Both processes took part.
      expect(new Set([...runs.values()].flat())).toEqual(new Set(['app0', 'app1']));
      const { rows } = await apps[0]!.dbConnection.executeSql(
        `select count(*)::int as n from ${apps[0]!.dbConnection.jobsSchema}.job where name = 'test-two-processes' and state = 'completed'`,
      );
      expect(rows[0]?.n).toBe(30);
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });
});

describe(`the queue's tables on ${testDbKind()}`, () => {
  it('live in their own schema, beside the app tables', async () => {
    const app = await buildTestApp();
    try {
      const schema = app.dbConnection.jobsSchema;
      const tables = await app.dbConnection.executeSql('select table_name from information_schema.tables where table_schema = $1', [schema]);
      expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['job', 'queue', 'version']));
    } finally {
      await app.close();
    }
  });
});
