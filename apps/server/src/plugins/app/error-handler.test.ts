import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../../lib/http-errors';
import { errorHandlerPlugin } from './error-handler';

// The handler on its own, with routes that fail in each way a real route can.
describe('error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const server = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    await server.register(errorHandlerPlugin);
    server.post(
      '/things',
      { schema: { body: z.object({ email: z.email('Please enter a valid email'), age: z.number().int().min(1) }) } },
      () => ({ ok: true }),
    );
    server.get('/conflict', () => {
      throw conflict('This cart was changed elsewhere. Reload it and try again.');
    });
    server.get('/crash', () => {
      throw new Error('duplicate key value violates unique constraint "users_email_unique" at select * from users');
    });
    server.get('/bad-response', { schema: { response: { 200: z.object({ id: z.string() }) } } }, () => ({ id: 42 }) as never);
    app = server;
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers invalid input with 400 and a readable message naming each field', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { email: 'nope', age: 0 } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string; issues: { path: string }[] }>();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toContain('email: Please enter a valid email');
    expect(body.message).toContain('age: ');
    expect(body.issues.map((i) => i.path)).toEqual(['email', 'age']);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { email: 'a@b.co', age: 1, pad: 'x'.repeat(2048) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'Payload Too Large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('passes the status and message of an HttpError through', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Conflict', message: 'This cart was changed elsewhere. Reload it and try again.' });
  });

  it('hides the text of an unexpected error behind a generic 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });

  it('treats a response that breaks its own schema as a 500, without leaking it', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('42');
  });
});
