import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DatabaseConnection, Db, Tx } from '../../db/client';
import { isDatabaseUnavailable } from '../../lib/db-errors';

/**
 * The job queue (docs/architecture.md#stack "Jobs", docs/decisions/033): pg-boss 10 over the database the app
 * already runs. Jobs are rows in PostgreSQL (on PGlite through pg-boss's `db` adapter), so they
 * survive a restart; a failed job is retried with back-off; `FOR UPDATE SKIP LOCKED` hands each
 * job to one worker even when several processes serve one database.
 */

/** What a worker knows about the job it runs. */
export interface JobContext {
  /** pg-boss's job id (a UUID). */
  id: string;
  queue: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** Runs allowed in all: the first one plus the retries. */
  attempts: number;
  /** Aborted when the app stops and the job has not finished within the stop timeout. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void> | void;

/** How a queue's jobs are retried and expired; fixed on a job when it is sent. */
export interface QueueOptions {
  /** Retries after the first run (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30); doubled at each retry, with jitter, when `retryBackoff`. */
  retryDelaySeconds?: number;
  /** Exponential back-off (default true). */
  retryBackoff?: boolean;
  /**
   * A run that takes longer fails (and is retried); also how long a job stays active when its
   * process died before finishing it, until the queue's maintenance retries it (default 15 min).
   */
  expireInSeconds?: number;
}

export interface WorkOptions extends QueueOptions {
  /** How often an idle worker asks for a job (default 2 s; pg-boss's least is 0.5 s). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /**
   * The caller's transaction: the job is written in it, so it exists exactly when the caller's
   * rows do (docs/architecture.md#growing-past-one-machine). Call `notify(queue)` after the commit to start it at once.
   */
  tx?: Db | Tx;
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
}

export interface JobState {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Retries so far. */
  retryCount: number;
}

/**
 * How long pg-boss keeps finished jobs (its own retention settings; README "Retention"): a completed
 * or cancelled job moves to its archive a day after it finished, a failed one after 7 days (time
 * to look into it), and archived jobs are deleted 7 days later. Its maintenance applies them every
 * few seconds; the `job-archive` retention rule applies them too and says how many.
 */
export const JOB_RETENTION = {
  archiveCompletedAfterSeconds: 24 * 60 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteArchivedAfterDays: 7,
} as const;

/** What applying the job retention removed (or, in a dry run, would remove). */
export interface JobRetentionResult {
  /** Finished jobs moved from the job table to the archive (and never-run jobs past their keep-until). */
  archived: number;
  /** Archived jobs deleted for good. */
  deleted: number;
}

export interface JobQueue {
  /** Creates the queue (or updates its options). Call at start-up, before anything is sent to it. */
  define(queue: string, options?: QueueOptions): Promise<void>;
  /**
   * Defines the queue and runs `handler` for each of its jobs, one at a time in this process. The
   * worker starts when the queue starts (at once if it already has). A handler that throws fails
   * the run: it is retried while retries remain.
   */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Queues a job and answers its id. The queue must be defined first (define or work). */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string>;
  /** Wakes this process's idle workers of the queue (after the transaction that sent a job commits). */
  notify(queue: string): void;
  /** Passes every `notify` on as well, to workers that run elsewhere (the jobs thread, jobs-thread.ts). */
  forwardNotifications(forward: (queue: string) => void): void;
  /** A job's state, or null once it has been removed. */
  getJob(queue: string, id: string): Promise<JobState | null>;
  /** Jobs in the queue's table by queue and state (the metrics' queue depth; completed ones are left out). */
  counts(): Promise<{ queue: string; state: JobState['state']; count: number }[]>;
  /** Rejects when the queue cannot take or hand out jobs: not opened, stopped, or its tables not answering (readiness). */
  check(): Promise<void>;
  /**
   * Sends a job to the queue on a cron schedule (UTC), in whichever process's clock gets there
   * first; the schedule is kept in the database, so calling this again at each start replaces it.
   */
  schedule(queue: string, cron: string): Promise<void>;
  /** The schedules in the database: queue name and cron. */
  schedules(): Promise<{ queue: string; cron: string }[]>;
  /** Applies JOB_RETENTION now (archive, then delete old archived jobs); a dry run only counts. */
  applyRetention(options: { dryRun: boolean }): Promise<JobRetentionResult>;
  /** The queues this process defined (the metrics start each at 0). */
  queues(): string[];
  /** The age in seconds of the oldest job waiting to run (created or retry, due now) per queue, for the metrics. */
  oldestWaiting(): Promise<{ queue: string; seconds: number }[]>;
  /** Jobs of the queue not done yet: waiting, waiting for a retry, or running. */
  pending(queue: string): Promise<number>;
  /** Creates or migrates the queue's tables and starts its maintenance; before define, work and send. */
  open(): Promise<void>;
  /** Starts the workers registered so far, and any registered later (the app calls this when it is ready). */
  startWorkers(): Promise<void>;
  /**
   * Stops fetching jobs, lets running ones finish for up to `stopTimeoutMs`, then fails the
   * unfinished ones (they run again, after a restart or in another process) and aborts their signal.
   */
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  connection: Pick<DatabaseConnection, 'db' | 'executeSql' | 'jobsSchema' | 'runExclusive'>;
  log?: FastifyBaseLogger;
  /** How long stop waits for running jobs (default 5 s: server.ts gives the whole close 10 s). */
  stopTimeoutMs?: number;
  /**
   * pg-boss maintenance (expiry of jobs whose process died, archiving): every this many seconds
   * (default 10, so that a job whose process was killed is taken up again soon after its queue's
   * `expireInSeconds`; decision 050).
   */
  maintenanceIntervalSeconds?: number;
  /** Told of every finished run in this process (the metrics). */
  onRun?: (queue: string, outcome: 'completed' | 'failed') => void;
}

const DEFAULT_QUEUE_OPTIONS: Required<QueueOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/** Our queue names: lower-case words with '-' or '_' (pg-boss names a table partition after each). */
const QUEUE_NAME = /^[a-z][a-z0-9_-]{0,49}$/;

/**
 * pg-boss's SQL (`$1…` placeholders) as a Drizzle query, so it runs on the caller's transaction
 * whichever driver that is. Each value is one parameter, arrays included.
 */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss's `db` option for a Drizzle transaction. */
function transactionAdapter(tx: Db | Tx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await tx.execute<Record<string, unknown>>(positionalSql(text, values));
      // node-postgres answers a QueryResult, PGlite its Results: both carry `rows`.
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

/** pg-boss's own queues (`__pgboss__send-it`, which carries due schedules): not ours to report. */
const isInternalQueue = (name: string) => name.startsWith('__pgboss__');

/** Whether a pg-boss command answers one row with a `count` (complete, fail, cancel, queue size). */
export function answersACount(text: string): boolean {
  return /select\s+count\(\*\)(\s+as\s+count)?\s+from\s+\S+(\s+where[\s\S]*)?\s*$/i.test(text.trim());
}

/**
 * pg-boss's commands that end a job by id (complete; fail, which also schedules the retry). Its
 * worker sends them without awaiting them (pg-boss 10 manager.js `watch`), so a rejection would be
 * unhandled, and an unhandled rejection stops the process (server.ts, close-with-grace).
 */
export function isJobEndCommand(text: string): boolean {
  return (
    /^\s*WITH results AS \(\s*UPDATE \S+\.job\s+SET completed_on = now\(\),/.test(text) ||
    /^\s*WITH deleted_jobs AS \(\s*DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/.test(text)
  );
}

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const { connection, log } = deps;
  const stopTimeoutMs = deps.stopTimeoutMs ?? 5_000;

  // Once stopped, pg-boss may still finish a call it began (a late complete, a fetch in flight):
  // answer those with nothing instead of reaching a database that is being closed. Its complete,
  // fail and cancel read a count from the first row (and a job cut short by the stop calls fail
  // without awaiting it): those are answered with a count of 0, or the read throws unhandled.
  let stopped = false;
  // From the start of stop(): the queue no longer takes work, so readiness says so at once.
  let stopRequested = false;
  // A database outage (decision 079): the workers keep polling and pick up again once it answers.
  // The operator is told once that the queue cannot reach it and once that it can again, not at
  // every poll of every queue.
  let databaseDown = false;
  // The run of each job this process's workers hold (its retry count, which names the run: an
  // expired run comes back with the next one), until its end is recorded.
  const heldRuns = new Map<string, number>();
  // Ends of runs (pg-boss's complete or fail) that the database was not there to record.
  const lostEnds: { text: string; values: unknown[]; queue: string; jobId: string; retryCount: number }[] = [];
  let recordingLostEnds = false;

  /**
   * Records the ends lost in an outage once the database answers again, each only while its job is
   * still in the run that ended (active, same retry count): one the maintenance has expired and
   * another worker took up again is left to that run.
   */
  const recordLostEnds = async () => {
    if (recordingLostEnds) return;
    recordingLostEnds = true;
    try {
      while (lostEnds.length > 0 && !stopped) {
        const end = lostEnds[0]!;
        let recorded = false;
        try {
          await connection.db.transaction(async (tx) => {
            const inTx = transactionAdapter(tx);
            const held = await inTx.executeSql(
              `select 1 from ${connection.jobsSchema}.job where name = $1 and id = $2::uuid and state = 'active' and retry_count = $3 for update`,
              [end.queue, end.jobId, end.retryCount],
            );
            if (held.rows.length === 0) return;
            await inTx.executeSql(end.text, end.values);
            recorded = true;
          });
        } catch (err) {
          // Down again: kept for its next return. Anything else: left to the expiry.
          if (isDatabaseUnavailable(err)) return;
          log?.warn({ err, queue: end.queue, jobId: end.jobId }, 'job queue: the end of a job could not be recorded; it runs again after its expiry');
        }
        lostEnds.shift();
        heldRuns.delete(end.jobId);
        if (recorded) log?.info({ queue: end.queue, jobId: end.jobId }, 'job queue: recorded the end of a job the outage had left unrecorded');
      }
    } finally {
      recordingLostEnds = false;
    }
  };

  const adapter: PgBoss.Db = {
    async executeSql(text, values) {
      if (stopped) return { rows: answersACount(text) ? [{ count: 0 }] : [] };
      const jobEnd = isJobEndCommand(text);
      let result: { rows: Record<string, unknown>[] };
      try {
        result = await connection.executeSql(text, values);
      } catch (err) {
        const unavailable = isDatabaseUnavailable(err);
        if (unavailable && !databaseDown) {
          databaseDown = true;
          log?.warn({ err }, 'job queue: the database is unavailable; the workers keep asking for jobs and resume when it answers');
        }
        if (!jobEnd) throw err;
        // pg-boss does not await this one: answer instead of rejecting. The job stays active; the
        // end is recorded when the database is back, or else the run is repeated after the
        // queue's expiry (every handler may run twice).
        const [queueName, ids] = values as [string, string[]];
        for (const jobId of ids) {
          const retryCount = heldRuns.get(jobId);
          if (unavailable && retryCount !== undefined) lostEnds.push({ text, values, queue: queueName, jobId, retryCount });
          else heldRuns.delete(jobId);
        }
        log?.warn({ err, queue: queueName, jobIds: ids }, 'job queue: the end of a job could not be recorded yet');
        return { rows: [{ count: 0 }] };
      }
      if (jobEnd) for (const jobId of (values as [string, string[]])[1]) heldRuns.delete(jobId);
      if (databaseDown) {
        databaseDown = false;
        log?.info('job queue: the database answers again');
        void recordLostEnds();
      }
      return result;
    },
  };

  const boss = new PgBoss({
    db: adapter,
    schema: connection.jobsSchema,
    // Cron schedules (the retention rules): the timekeeper checks them every 30 s in each process,
    // and one process (a lock in the database) sends what is due.
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: deps.maintenanceIntervalSeconds ?? 10,
    archiveCompletedAfterSeconds: JOB_RETENTION.archiveCompletedAfterSeconds,
    archiveFailedAfterSeconds: JOB_RETENTION.archiveFailedAfterSeconds,
    deleteAfterDays: JOB_RETENTION.deleteArchivedAfterDays,
    migrate: true,
  });
  // While the database is down every poll fails; that is said once above, not at each poll.
  boss.on('error', (err: unknown) => {
    if (databaseDown && isDatabaseUnavailable(err)) return;
    log?.error({ err }, 'job queue error');
  });

  const defined = new Map<string, Promise<void>>();
  const workers = new Map<string, { handler: JobHandler<object>; options: WorkOptions; workerIds: string[] }>();
  const running = new Set<AbortController>();
  let opening: Promise<void> | undefined;
  let workersStarted = false;
  /** Where `notify` is passed on as well (forwardNotifications). */
  const forwards: ((queue: string) => void)[] = [];

  const define = (queue: string, options: QueueOptions = {}): Promise<void> => {
    if (!QUEUE_NAME.test(queue)) throw new Error(`Bad queue name: ${queue}`);
    const o = { ...DEFAULT_QUEUE_OPTIONS, ...options };
    const settings: PgBoss.Queue = {
      name: queue,
      retryLimit: o.retryLimit,
      retryDelay: o.retryDelaySeconds,
      retryBackoff: o.retryBackoff,
      expireInSeconds: o.expireInSeconds,
    };
    if (!opening) throw new Error('Open the job queue before defining a queue');
    const previous = defined.get(queue) ?? opening;
    const next = previous.then(() =>
      // createQueue does nothing when the queue exists; updateQueue applies today's options. Under
      // the start-up lock: processes starting together on a fresh database both creating a queue
      // (its row and partition) deadlocked in PostgreSQL, and one process failed to start.
      connection.runExclusive(async () => {
        await boss.createQueue(queue, settings);
        await boss.updateQueue(queue, settings);
      }),
    );
    defined.set(queue, next);
    return next;
  };

  const startWorker = async (queue: string) => {
    const worker = workers.get(queue);
    if (!worker) return;
    // pg-boss names the worker once it has started it, after this handler is given.
    const self: { workerId?: string } = {};
    const id = await boss.work<object>(
      queue,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: worker.options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        heldRuns.set(job.id, job.retryCount);
        const controller = new AbortController();
        running.add(controller);
        const context: JobContext = {
          id: job.id,
          queue,
          attempt: job.retryCount + 1,
          attempts: job.retryLimit + 1,
          signal: controller.signal,
        };
        try {
          await worker.handler(job.data, context);
          deps.onRun?.(queue, 'completed');
        } catch (err) {
          deps.onRun?.(queue, 'failed');
          const retried = job.retryCount < job.retryLimit && !stopped;
          log?.warn({ err, queue, jobId: job.id, attempt: context.attempt, retried }, retried ? 'job failed; it will be retried' : 'job failed');
          throw err;
        } finally {
          running.delete(controller);
          // A pg-boss 10 worker waits its polling interval after every job; there may be more
          // waiting (a burst of orders' mails), so it asks again at once and waits only when the
          // queue is empty.
          if (self.workerId && !stopped) boss.notifyWorker(self.workerId);
        }
      },
    );
    self.workerId = id;
    worker.workerIds.push(id);
  };

  const queue: JobQueue = {
    define,

    async work(name, handler, options = {}) {
      if (workers.has(name)) throw new Error(`Queue ${name} already has a worker in this process`);
      workers.set(name, { handler: handler as JobHandler<object>, options, workerIds: [] });
      await define(name, options);
      if (workersStarted) await startWorker(name);
    },

    async send(name, data, options = {}) {
      const ready = defined.get(name);
      if (!ready) throw new Error(`Queue ${name} is not defined`);
      // Inside the caller's transaction the wait must already be over (on PGlite the queue's own
      // calls would wait for that transaction): a queue is defined at start-up.
      await ready;
      const id = await boss.send(name, data, {
        ...(options.tx ? { db: transactionAdapter(options.tx) } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (!id) throw new Error(`Job not queued on ${name}`);
      if (!options.tx) queue.notify(name);
      return id;
    },

    notify(name) {
      for (const id of workers.get(name)?.workerIds ?? []) boss.notifyWorker(id);
      for (const forward of forwards) forward(name);
    },

    forwardNotifications(forward) {
      forwards.push(forward);
    },

    async getJob(name, id) {
      const job = await boss.getJobById(name, id);
      return job ? { state: job.state, retryCount: job.retryCount } : null;
    },

    async counts() {
      const { rows } = await connection.executeSql(
        `select name, state::text as state, count(*)::int as count from ${connection.jobsSchema}.job where state <> 'completed' group by name, state`,
        [],
      );
      return rows
        .filter((row) => !isInternalQueue(String(row.name)))
        .map((row) => ({ queue: String(row.name), state: row.state as JobState['state'], count: Number(row.count) }));
    },

    async check() {
      if (!opening) throw new Error('The job queue was not opened.');
      if (stopRequested) throw new Error('The job queue is stopped.');
      await opening;
      await connection.executeSql(`select 1 from ${connection.jobsSchema}.queue limit 1`, []);
    },

    async schedule(name, cron) {
      const ready = defined.get(name);
      if (!ready) throw new Error(`Queue ${name} is not defined`);
      await ready;
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },

    async schedules() {
      return (await boss.getSchedules()).map((s) => ({ queue: s.name, cron: s.cron }));
    },

    async applyRetention({ dryRun }) {
      const schema = connection.jobsSchema;
      // pg-boss's own archive and drop conditions (pg-boss 10 plans.js `archive`, `drop`), counted.
      const archivable = `(state <> 'failed' and completed_on < now() - interval '${JOB_RETENTION.archiveCompletedAfterSeconds} seconds')
        or (state = 'failed' and completed_on < now() - interval '${JOB_RETENTION.archiveFailedAfterSeconds} seconds')
        or (state < 'active' and keep_until < now())`;
      const count = async (text: string) => Number((await connection.executeSql(text, [])).rows[0]?.count ?? 0);
      const archived = await count(`select count(*)::int as count from ${schema}.job where ${archivable}`);
      const deleted = await count(
        `select count(*)::int as count from ${schema}.archive where archived_on < now() - interval '${JOB_RETENTION.deleteArchivedAfterDays} days'`,
      );
      if (!dryRun) {
        await boss.archive();
        // Typed in pg-boss 10 only through its maintenance; `drop` is one of its public functions.
        await (boss as unknown as { drop(): Promise<void> }).drop();
      }
      return { archived, deleted };
    },

    queues() {
      return [...defined.keys()].sort();
    },

    async oldestWaiting() {
      const { rows } = await connection.executeSql(
        `select name, extract(epoch from (now() - min(start_after)))::float8 as seconds from ${connection.jobsSchema}.job
         where state in ('created', 'retry') and start_after <= now() group by name`,
        [],
      );
      return rows
        .filter((row) => !isInternalQueue(String(row.name)))
        .map((row) => ({ queue: String(row.name), seconds: Math.max(0, Number(row.seconds)) }));
    },

    async pending(name) {
      return boss.getQueueSize(name, { before: 'completed' });
    },

    async open() {
      opening ??= boss.start().then(() => undefined);
      await opening;
    },

    async startWorkers() {
      await Promise.all(defined.values());
      if (workersStarted) return;
      workersStarted = true;
      for (const name of workers.keys()) await startWorker(name);
    },

    async stop() {
      if (!opening) return;
      stopRequested = true;
      await opening.catch(() => {});
      // Running jobs past the timeout are failed by pg-boss (and so retried); tell them to stop.
      const abort = setTimeout(() => {
        for (const controller of running) controller.abort(new Error('The server stopped before the job finished.'));
      }, stopTimeoutMs);
      try {
        await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      } finally {
        clearTimeout(abort);
        for (const controller of running) controller.abort(new Error('The server stopped before the job finished.'));
        stopped = true;
      }
    },
  };
  return queue;
}
