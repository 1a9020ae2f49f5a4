import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../test/build-test-app';

describe('GET /api/packages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists Starter, Professional and Enterprise with prices in dollars (docs/product/plans.md#packages)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/packages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json<Record<string, unknown>[]>();
    expect(body.map((p) => [p.name, p.price])).toEqual([
      ['Starter', 299],
      ['Professional', 599],
      ['Enterprise', null],
    ]);
    expect(body[0]).toEqual({
      _id: '6650a1b2c3d4e5f6a7b88fd6',
      name: 'Starter',
      price: 299,
      coverageSqFt: 100,
      consultations: 3,
      colorOptions: 'Basic',
      warrantyYears: 1,
      features: ['Up To 100 Sq Ft Coverage', '3 Design Consultations', 'Basic Color Options', '1-Year Warranty'],
      description: 'Perfect For Single Room Projects',
      period: 'per Project',
      popular: false,
    });
    expect(body[1]).toMatchObject({ coverageSqFt: 300, consultations: 5, colorOptions: 'Premium', warrantyYears: 2 });
    expect(body[2]).toMatchObject({ coverageSqFt: null, consultations: null, colorOptions: 'Premium', warrantyYears: 5 });
    for (const p of body) expect(p._id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('GET /api/packages/:id', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('returns one package by its fixed id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/packages/6650a1b2c3d4e5f6a7b88fd8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Enterprise', price: null });
  });

  it('answers 404 JSON for an unknown id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/packages/000000000000000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'Package not found' });
  });

  it('answers 400 with a readable message for a malformed id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/packages/not-an-id' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: 'id: Invalid id.' });
  });
});

describe('package seed', () => {
  it('is idempotent: starting twice on the same database still gives three packages', async () => {
    const database = await createTestDatabase();
    try {
      const first = await buildTestApp({ database });
      await first.close();
      const second = await buildTestApp({ database });
      try {
        const res = await second.inject({ method: 'GET', url: '/api/packages' });
        expect(res.json<unknown[]>()).toHaveLength(3);
        const list = await second.packagesService.list();
        expect(list.map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise']);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
