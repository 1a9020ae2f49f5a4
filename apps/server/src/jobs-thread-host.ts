import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { MetricsJson } from './plugins/app/metrics';

/**
 * A one-process server's job workers on a thread of their own (decision 092). With web and
 * worker in one process, the mails' queries, their invoices' previews and the queue's polling ran
 * on the event loop that answers the customers, and a checkout's answer waited behind them (p99
 * 152 ms against 90 ms with the worker in its own process, bench/README.md). The thread runs
 * dist/jobs-thread.js: the same app with its job workers on, serving no port. The process's own
 * app is built with JOB_WORKERS off: it queues the jobs and forwards its `notify` calls here.
 *
 * Only from the built bundle and on PostgreSQL (server.ts): PGlite is one connection held by one
 * thread, and from TypeScript source (tsx) a thread would need the loader registered again.
 */

export type JobsThreadRequest = { type: 'notify'; queue: string } | { type: 'metrics'; id: number } | { type: 'stop' };
export type JobsThreadReply = { type: 'ready' } | { type: 'metrics'; id: number; json: MetricsJson };

export interface JobsThread {
  /** Wakes the thread's idle workers of the queue (a job was committed). */
  notify(queue: string): void;
  /** The thread's job and retention counters, or undefined while it is not running or does not answer within 5 s. */
  metrics(): Promise<MetricsJson | undefined>;
  /** Stops the thread's app (running jobs get the queue's stop time-out) and the thread; killed after 15 s. */
  stop(): Promise<void>;
}

const THREAD_MODULE = new URL('./jobs-thread.js', import.meta.url);
const METRICS_TIMEOUT_MS = 5_000;
const STOP_TIMEOUT_MS = 15_000;
/** A thread that dies is replaced after this, doubled for each death before one is ready, up to 30 s (as cluster.ts). */
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

export function startJobsThread(log: FastifyBaseLogger, module: URL = THREAD_MODULE): JobsThread {
  let worker: Worker | undefined;
  let ready = false;
  let stopping = false;
  let deathsInARow = 0;
  let nextId = 0;
  const waiting = new Map<number, (json: MetricsJson | undefined) => void>();

  const start = () => {
    const thread = new Worker(module);
    worker = thread;
    ready = false;
    thread.on('message', (reply: JobsThreadReply) => {
      if (reply.type === 'ready') {
        ready = true;
        deathsInARow = 0;
        log.info({ threadId: thread.threadId }, 'jobs thread ready');
      } else if (reply.type === 'metrics') {
        waiting.get(reply.id)?.(reply.json);
      }
    });
    thread.on('error', (err) => log.error({ err, threadId: thread.threadId }, 'jobs thread failed'));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      for (const answer of waiting.values()) answer(undefined);
      if (stopping) return;
      deathsInARow += 1;
      const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (deathsInARow - 1));
      log.error({ code, restartInMs: delay }, 'jobs thread stopped; starting another');
      setTimeout(() => {
        if (!stopping) start();
      }, delay).unref();
    });
  };
  start();

  const send = (request: JobsThreadRequest) => worker?.postMessage(request);

  return {
    notify(queue) {
      send({ type: 'notify', queue });
    },
    metrics() {
      if (!worker || !ready) return Promise.resolve(undefined);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => answer(undefined), METRICS_TIMEOUT_MS);
        const answer = (json: MetricsJson | undefined) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(json);
        };
        waiting.set(id, answer);
        send({ type: 'metrics', id });
      });
    },
    async stop() {
      stopping = true;
      const thread = worker;
      if (!thread) return;
      const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      const kill = setTimeout(() => {
        log.error({ timeoutMs: STOP_TIMEOUT_MS }, 'jobs thread did not stop in time; stopping it');
        void thread.terminate();
      }, STOP_TIMEOUT_MS);
      thread.postMessage({ type: 'stop' } satisfies JobsThreadRequest);
      await exited;
      clearTimeout(kill);
    },
  };
}
