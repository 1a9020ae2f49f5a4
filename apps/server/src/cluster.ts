import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from './config';
import { serveMetricsOnLoopback } from './lib/metrics-port';
import { loggerOptions } from './logger';

/**
 * Several server processes on one port (WEB_CONCURRENCY > 1, docs/decisions/052), with Node's
 * `cluster`: this primary process forks the workers, each of which runs the whole app (its own
 * database pool, job workers and rate-limit client) and listens on PORT; the primary hands each new
 * connection to one of them. The primary itself serves no request: it restarts a worker that dies,
 * stops them all gracefully on SIGTERM/SIGINT, and gathers their metrics (prom-client's
 * AggregatorRegistry) for /metrics.
 */

/** Messages between a worker and the primary (the `type` of an IPC message). */
const SHUTDOWN = 'wallart:shutdown';
const METRICS_REQUEST = 'wallart:metrics-request';
const METRICS_RESPONSE = 'wallart:metrics-response';

interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}
interface MetricsResponse {
  type: typeof METRICS_RESPONSE;
  id: number;
  text?: string;
  contentType?: string;
  error?: string;
}

/** How long the workers get to finish in-flight requests and jobs (each gives itself 10 s) before they are killed. */
const STOP_TIMEOUT_MS = 15_000;
/** A worker that dies is replaced after this, doubled for each death in a row before a replacement listens, up to 30 s. */
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

export function runPrimary(config: AppConfig): void {
  const log = pino(loggerOptions(config));
  const aggregator = new AggregatorRegistry();
  const count = config.webConcurrency;
  let stopping = false;
  let exitCode = 0;
  let everListening = false;
  let deathsInARow = 0;

  log.info({ processes: count, port: config.port }, 'starting server processes');

  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => {
      everListening = true;
      deathsInARow = 0;
      log.info({ workerPid: worker.process.pid }, 'server process listening');
    });
    worker.on('message', (message: unknown) => {
      if (isMetricsRequest(message)) void answerMetrics(worker, message);
    });
  };

  const answerMetrics = async (worker: Worker, request: MetricsRequest) => {
    const response: MetricsResponse = { type: METRICS_RESPONSE, id: request.id };
    try {
      response.text = await aggregator.clusterMetrics();
      response.contentType = aggregator.contentType;
    } catch (err) {
      response.error = err instanceof Error ? err.message : String(err);
    }
    if (worker.isConnected()) worker.send(response);
  };

  const living = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  let metricsServer: { close: () => Promise<void> } | undefined;
  const finish = async () => {
    await metricsServer?.close().catch(() => {});
    log.info({ exitCode }, 'all server processes stopped');
    process.exit(exitCode);
  };

  const stopAll = (code: number, reason: string) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ reason }, 'stopping the server processes');
    const workers = living();
    if (workers.length === 0) return void finish();
    for (const worker of workers) {
      // Over IPC rather than a signal: a worker that already got the terminal's SIGINT (same process
      // group) would take a second signal as "exit now".
      try {
        worker.send({ type: SHUTDOWN });
      } catch {
        worker.process.kill('SIGTERM');
      }
    }
    setTimeout(() => {
      log.error({ timeoutMs: STOP_TIMEOUT_MS }, 'server processes did not stop in time; killing them');
      for (const worker of living()) worker.process.kill('SIGKILL');
      exitCode = 1;
      void finish();
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (living().length === 0) void finish();
      return;
    }
    if (!everListening) {
      // The first start failed (a database that cannot be reached, a port in use): as with one
      // process, stop with an error instead of restarting in a loop.
      log.error({ workerPid: worker.process.pid, code, signal }, 'a server process failed to start');
      stopAll(1, 'start-up failed');
      return;
    }
    deathsInARow += 1;
    const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (deathsInARow - 1));
    log.error({ workerPid: worker.process.pid, code, signal, restartInMs: delay }, 'server process died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(0, signal));

  for (let i = 0; i < count; i++) fork();

  if (config.metricsPort !== undefined) {
    serveMetricsOnLoopback(config.metricsPort, async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType }))
      .then((server) => {
        metricsServer = server;
        log.info({ port: config.metricsPort }, 'metrics of all server processes on 127.0.0.1');
      })
      .catch((err: unknown) => {
        log.error({ err }, 'METRICS_PORT could not be opened');
        stopAll(1, 'METRICS_PORT');
      });
  }
}

function isMetricsRequest(message: unknown): message is MetricsRequest {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === METRICS_REQUEST;
}

/**
 * In a worker: runs `close` when the primary asks every worker to stop, or when the primary is gone
 * (its IPC channel closed), so no worker outlives it.
 */
export function onPrimaryStop(close: () => void): void {
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === SHUTDOWN) close();
  });
  process.on('disconnect', close);
}

let nextRequestId = 0;
const METRICS_TIMEOUT_MS = 8_000;

/** In a worker: the metrics of every worker, gathered by the primary (GET /metrics on PORT). */
export function metricsFromPrimary(): Promise<{ text: string; contentType: string }> {
  const id = nextRequestId++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const response = message as Partial<MetricsResponse> | null;
      if (response?.type !== METRICS_RESPONSE || response.id !== id) return;
      done();
      if (response.error !== undefined || response.text === undefined) reject(new Error(response.error ?? 'no metrics'));
      else resolve({ text: response.text, contentType: response.contentType ?? 'text/plain; version=0.0.4; charset=utf-8' });
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary process did not answer with the metrics'));
    }, METRICS_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    if (!process.send) {
      done();
      reject(new Error('not a cluster worker'));
      return;
    }
    process.send({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
  });
}
