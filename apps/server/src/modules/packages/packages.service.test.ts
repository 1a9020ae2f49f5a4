import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { PACKAGE_LIST_TTL_MS, createPackagesService } from './packages.service';
import { packages } from './packages.tables';

describe('packages service list cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the list from memory for the TTL, then reads the database again', async () => {
    let now = 1_000;
    const service = createPackagesService({ db: app.db, now: () => now });
    const first = await service.list();
    const starterId = first[0]!._id;

    await app.db.update(packages).set({ name: 'Starter Plus' }).where(eq(packages.id, starterId));
    expect((await service.list())[0]!.name).toBe('Starter');

    now += PACKAGE_LIST_TTL_MS + 1;
    expect((await service.list())[0]!.name).toBe('Starter Plus');

    await app.db.update(packages).set({ name: 'Starter' }).where(eq(packages.id, starterId));
    service.invalidate();
    expect((await service.list())[0]!.name).toBe('Starter');
  });
});
