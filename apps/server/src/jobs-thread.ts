import { parentPort } from 'node:worker_threads';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { JobsThreadReply, JobsThreadRequest } from './jobs-thread-host';
import { JOBS_THREAD_METRICS } from './plugins/app/metrics';

/**
 * The jobs thread's entry (dist/jobs-thread.js; started by jobs-thread-host.ts, decision 092): the
 * same app as the process's, built from the same environment with its job workers on, which
 * listens on no port. The mails, invoices, print files and retention rules run on this thread's
 * event loop, so the main thread's answers never wait behind them. It takes from the main thread
 * its `notify` calls (a job committed, run it now), a request for its job counters (/metrics) and
 * the order to stop.
 */
if (!parentPort) throw new Error('jobs-thread.ts runs only as a worker thread (jobs-thread-host.ts)');
const port = parentPort;

// The main thread serves METRICS_PORT; this thread's counters reach it through the messages below.
const config = { ...loadConfig(process.env), jobWorkers: true, metricsPort: undefined };
const app = await buildApp(config);

// Messages sent while the app was being built waited in the port until now.
let stopping = false;
port.on('message', (message: JobsThreadRequest) => {
  switch (message.type) {
    case 'notify':
      app.jobs.notify(message.queue);
      break;
    case 'metrics':
      void (async () => {
        const all = await app.metrics.registry.getMetricsAsJSON();
        const json = all.filter((metric) => (JOBS_THREAD_METRICS as readonly string[]).includes(metric.name));
        port.postMessage({ type: 'metrics', id: message.id, json } satisfies JobsThreadReply);
      })();
      break;
    case 'stop':
      if (stopping) return;
      stopping = true;
      // Running jobs get the queue's stop time-out to finish; unfinished ones are failed, so retried.
      void app.close().then(() => {
        // In a worker thread this ends the thread, not the process.
        process.exit(0);
      });
      break;
  }
});
port.postMessage({ type: 'ready' } satisfies JobsThreadReply);
