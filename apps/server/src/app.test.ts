import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { captureLogLines } from './test/log-lines';

describe('app platform', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/health answers liveness', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready answers ok while the database, storage and job queue answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', jobs: 'ok' } });
  });

  it('answers unknown /api paths with 404 JSON, for any method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/orders/unknown'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: 'Not Found', message: `No route for ${method} ${url}` });
    }
  });

  it('reserves /uploads: no SPA fallback there', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/abc.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });

  it('says the web app is not built when WEB_DIST has no index.html', async () => {
    for (const url of ['/', '/sign-in']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('not built');
      expect(res.body).toContain('npm run build');
    }
  });

  it('echoes a given x-request-id and makes one up otherwise', async () => {
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');

    const made = await app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const forged = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the strict CSP, nosniff and the referrer policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document and the docs UI with its own CSP', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/health/ready', '/api/packages', '/api/packages/{id}']));

    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
  });

  it('documents an upload route as a multipart form with its file and fields', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(doc.paths['/api/walls/upload']?.post?.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { wallImage: { type: 'string', format: 'binary' }, name: { type: 'string' }, widthInches: { type: 'string' }, outline: { type: 'string' } },
            required: ['wallImage', 'name'],
          },
        },
      },
    });
  });
});

describe('failures', () => {
  let app: FastifyInstance;
  const { stream: logStream, records: logLines } = captureLogLines();
  beforeAll(async () => {
    app = await buildTestApp({ env: { LOG_LEVEL: 'error' }, logStream });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an internal error with a generic 500 and logs the details with the request id', async () => {
    // A real internal failure: the table behind the route is gone (with the orders' foreign key to
    // it), so the driver throws an error whose text holds SQL.
    await app.db.execute(sql`drop table packages cascade`);
    const res = await app.inject({ method: 'GET', url: '/api/packages' });

    expect(res.statusCode).toBe(500);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(body.error).toBe('Internal Server Error');
    expect(res.body).not.toMatch(/packages"|select|relation|does not exist|stack|at \w+ \(/i);

    const logged = logLines.find((line) => line.reqId === res.headers['x-request-id']);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toMatch(/select/i);
  });

  it('answers readiness with 503 when the database is unreachable', async () => {
    await app.dbConnection.close();
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    // The job queue lives in the same database: it cannot answer either.
    expect(res.json()).toEqual({
      error: 'Service Unavailable',
      message: 'Not ready: the database is not reachable; the job queue is not running.',
      checks: { database: 'down', storage: 'ok', jobs: 'down' },
    });

    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 JSON once a client passes RATE_LIMIT_MAX requests in a minute, unknown paths included', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/packages', '/api/nope', '/api/packages', '/api/packages']) {
      statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    }
    expect(statuses).toEqual([200, 404, 200, 429]);

    const res = await app.inject({ method: 'GET', url: '/api/packages' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(res.json<{ message: string }>().message).toMatch(/Too many requests/);
    expect(res.headers['retry-after']).toBeDefined();

    const other = await app.inject({ method: 'GET', url: '/api/packages', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
    // Health checks are never refused (a monitor polls from one address).
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
