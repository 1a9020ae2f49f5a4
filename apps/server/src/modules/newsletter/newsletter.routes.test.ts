import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { newsletterSubscribers } from './newsletter.tables';

describe('POST /api/newsletter', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { FORM_RATE_LIMIT_MAX: '4' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const subscribe = (email: unknown, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: ip });

  it('subscribes a new address (201) and stores it once, whatever its case (200 the second time)', async () => {
    const first = await subscribe('Maya@Example.com');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Thanks for subscribing!' });

    const again = await subscribe('maya@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json<{ message: string }>().message).toMatch(/already subscribed/);

    const [row] = await app.db.select({ n: count() }).from(newsletterSubscribers);
    expect(row!.n).toBe(1);
  });

  it('rejects a malformed address with the form message and stores nothing', async () => {
    const res = await subscribe('not-an-email', '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('Please enter a valid email address.') });
    const [row] = await app.db.select({ n: count() }).from(newsletterSubscribers);
    expect(row!.n).toBe(1);
  });

  it('limits submissions per address (429 with Retry-After)', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await subscribe(`reader${i}@example.com`, '10.0.0.3'));
    expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.headers['retry-after']).toBeDefined();
    expect(answers[4]!.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
