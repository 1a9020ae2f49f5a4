import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../plugins/app/mail';
import { buildTestApp } from '../../test/build-test-app';
import { contactMessages } from './contact.tables';

describe('POST /api/contact', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { FORM_RATE_LIMIT_MAX: '3', SHOP_EMAIL: 'studio@wallart.test' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (payload: object, ip = '10.1.0.1') =>
    app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

  it('stores the message and mails it to the shop with the sender as Reply-To', async () => {
    const res = await send({ name: 'Arun Silva', email: 'arun@example.com', message: 'A mural for our cafe, about 200 sq ft?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Thanks! We will get back to you within 24 hours.' });

    const rows = await app.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Arun Silva', email: 'arun@example.com' });
    expect(rows[0]!.mailedAt).toBeInstanceOf(Date);

    const [mail] = await readOutbox(app.config.dataDir);
    expect(mail!.raw).toContain('To: studio@wallart.test');
    expect(mail!.raw).toContain('Reply-To: arun@example.com');
    expect(mail!.raw).toContain('A mural for our cafe');
  });

  it('answers 400 with the form messages for missing fields and stores nothing', async () => {
    const res = await send({ name: '  ', email: 'x', message: '' }, '10.1.0.2');
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: string }>();
    expect(message).toContain('Name is required.');
    expect(await app.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('refuses a message longer than the limit', async () => {
    const res = await send({ name: 'A', email: 'a@example.com', message: 'x'.repeat(2001) }, '10.1.0.3');
    expect(res.statusCode).toBe(400);
  });

  it('limits submissions per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push((await send({ name: 'B', email: 'b@example.com', message: `hello ${i}` }, '10.1.0.4')).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
