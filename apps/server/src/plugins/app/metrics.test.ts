import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../tools/testing/free-port';
import { artworkLine, CARD_DECLINED, cardToken, checkout, checkoutBody, fillCart, shopper } from '../../modules/checkout/checkout.test-helpers';
import { buildTestApp, testDbKind } from '../../test/build-test-app';
import { seriesValue } from '../../test/metrics-text';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is not served: 404, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found', message: 'No route for GET /metrics' });
    }
  });
});

describe(`GET /metrics with METRICS_TOKEN (${testDbKind()})`, () => {
  let app: FastifyInstance;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    app = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), PAYMENT_SUCCESS_RATE: '1' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('starts every checkout kind and outcome, every queue and job state, and the oldest job age at 0 from the first scrape', async () => {
    // Prometheus' instrumentation guide: known label sets exist from the start, so that an alert
    // tells "none" from "not reported". This is the app's first scrape: nothing has happened yet.
    const text = await scrape();
    for (const kind of ['cart', 'plan']) {
      for (const outcome of ['paid', 'declined', 'replayed', 'refused', 'error']) {
        expect(seriesValue(text, 'wallart_checkouts_total', { kind, outcome }), `${kind} ${outcome}`).toBe(0);
      }
    }
    const queues = ['mail', 'print-file', ...['auth-rows', 'checkout-rows', 'guest-images', 'job-archive', 'orphan-files', 'print-files', 'sent-mails'].map((r) => `retention-${r}`)];
    for (const queue of queues) {
      for (const state of ['created', 'retry', 'active', 'cancelled', 'failed']) {
        expect(seriesValue(text, 'wallart_jobs', { queue, state }), `${queue} ${state}`).toBe(0);
      }
      for (const outcome of ['completed', 'failed']) expect(seriesValue(text, 'wallart_job_runs_total', { queue, outcome }), `${queue} ${outcome}`).toBe(0);
      expect(seriesValue(text, 'wallart_job_oldest_waiting_seconds', { queue }), queue).toBe(0);
    }
    // pg-boss's own queue for due schedules is not one of ours.
    expect(text).not.toContain('__pgboss__');
  });

  it('reports the age of the oldest job waiting in a queue', async () => {
    await app.jobs.define('metrics-aged');
    const id = await app.jobs.send('metrics-aged', {});
    // Due 90 s ago and not started: no process works this queue.
    await app.dbConnection.executeSql(`update ${app.dbConnection.jobsSchema}.job set start_after = now() - interval '90 seconds' where id = $1`, [id]);
    const age = seriesValue(await scrape(), 'wallart_job_oldest_waiting_seconds', { queue: 'metrics-aged' });
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
  });

  it('refuses a request without the token, or with another one, with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers the Prometheus text format with the process metrics', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(seriesValue(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(seriesValue(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const id = 'feedfacefeedfacefeedface';
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: `/api/packages/${id}` })).statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/api/no-such-thing-4711' });
    const text = await scrape();
    expect(seriesValue(text, 'http_requests_total', { method: 'GET', route: '/api/packages/:id', status_code: '404' })).toBe(3);
    expect(seriesValue(text, 'http_request_duration_seconds_count', { route: '/api/packages/:id', status_code: '404' })).toBe(3);
    expect(seriesValue(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
  });

  it('reports the database connections', async () => {
    const text = await scrape();
    if (testDbKind() === 'postgres') {
      expect(seriesValue(text, 'wallart_db_pool_max')).toBe(10);
      expect(seriesValue(text, 'wallart_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'wallart_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      // Clients waiting for a connection: whatever the moment holds (the scrape itself queries), but reported.
      expect(seriesValue(text, 'wallart_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    } else {
      expect(seriesValue(text, 'wallart_db_pool_max')).toBe(1);
      expect(seriesValue(text, 'wallart_db_pool_connections', { state: 'total' })).toBe(1);
    }
  });

  it('reports the job queue: jobs waiting, runs completed and failed', async () => {
    await app.jobs.define('metrics-waiting');
    for (let i = 0; i < 2; i++) await app.jobs.send('metrics-waiting', { i });
    let done = 0;
    await app.jobs.work('metrics-done', () => void (done += 1), { pollingIntervalSeconds: 0.5 });
    await app.jobs.work(
      'metrics-fails',
      () => {
        throw new Error('always fails');
      },
      { retryLimit: 0, pollingIntervalSeconds: 0.5 },
    );
    await app.jobs.send('metrics-done', {});
    const failing = await app.jobs.send('metrics-fails', {});
    await expect.poll(async () => (await app.jobs.getJob('metrics-fails', failing))?.state, { timeout: 20_000 }).toBe('failed');
    await expect.poll(() => done, { timeout: 20_000 }).toBe(1);

    const text = await scrape();
    expect(seriesValue(text, 'wallart_jobs', { queue: 'metrics-waiting', state: 'created' })).toBe(2);
    expect(seriesValue(text, 'wallart_jobs', { queue: 'metrics-fails', state: 'failed' })).toBe(1);
    expect(seriesValue(text, 'wallart_job_runs_total', { queue: 'metrics-done', outcome: 'completed' })).toBe(1);
    expect(seriesValue(text, 'wallart_job_runs_total', { queue: 'metrics-fails', outcome: 'failed' })).toBe(1);
  });

  it('counts checkouts by outcome: paid, declined, replayed, refused', async () => {
    const who = await shopper(app);
    await fillCart(app, who, [await artworkLine(app, who)]);
    const declined = await cardToken(app, who, CARD_DECLINED);
    expect((await checkout(app, who, checkoutBody(who, declined.token))).statusCode).toBe(402);
    const card = await cardToken(app, who);
    const key = randomUUID();
    expect((await checkout(app, who, checkoutBody(who, card.token), key)).statusCode).toBe(201);
    expect((await checkout(app, who, checkoutBody(who, card.token), key)).headers['idempotent-replayed']).toBe('true');
    // The cart is empty now: refused.
    const again = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token));
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);

    const text = await scrape();
    for (const outcome of ['paid', 'declined', 'replayed', 'refused']) {
      expect(seriesValue(text, 'wallart_checkouts_total', { kind: 'cart', outcome }), outcome).toBe(1);
    }
  });

  it('serves the same metrics without a token on METRICS_PORT, on 127.0.0.1 only', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(seriesValue(await res.text(), 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});
