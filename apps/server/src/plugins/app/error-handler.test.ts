import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_ORDER_MESSAGES, contactBodySchema, MESSAGES, NAME_MAX_LENGTH } from '@wallart/shared';
import { conflict, tooManyRequests } from '../../lib/http-errors';
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

// Issue 37 (docs/product/messages.md#server-texts): every `message` in the request's language.
describe('error handler, in the request’s language', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const server = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    await server.register(errorHandlerPlugin);
    server.post('/contact', { schema: { body: contactBodySchema } }, () => ({ success: true, message: MESSAGES.contact.sent }));
    server.get('/limited', () => {
      throw tooManyRequests('Too many failed sign-in attempts.', 4.2);
    });
    server.get('/stale', () => {
      throw conflict(ADMIN_ORDER_MESSAGES.stale('ORD-2026-1234', 'in-production'));
    });
    server.get('/taken', () => {
      throw conflict(MESSAGES.signUp.serverEmailTaken);
    });
    app = server;
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('a validation issue, a templated one too (the length of a field)', async () => {
    const payload = { name: 'x'.repeat(NAME_MAX_LENGTH + 1), email: 'jane@example.com', message: '' };
    const res = await app.inject({ method: 'POST', url: '/contact', payload, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string; message: string }[] }>().issues).toEqual([
      { path: 'name', message: `Debe tener como máximo ${NAME_MAX_LENGTH} caracteres.` },
      { path: 'message', message: 'El mensaje es obligatorio.' },
    ]);
    const english = await app.inject({ method: 'POST', url: '/contact', payload });
    expect(english.json<{ issues: { message: string }[] }>().issues[0]!.message).toBe(MESSAGES.contact.tooLong(NAME_MAX_LENGTH));
  });

  it('a 429 with its wait, in the language’s plural', async () => {
    const res = await app.inject({ method: 'GET', url: '/limited', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: 'Too Many Requests', message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 5 Sekunden erneut.' });
    const english = await app.inject({ method: 'GET', url: '/limited' });
    expect(english.json<{ message: string }>().message).toBe('Too many failed sign-in attempts. Please try again in 5 seconds.');
  });

  it('a templated shared message with an order status in it', async () => {
    const res = await app.inject({ method: 'GET', url: '/stale', headers: { 'accept-language': 'fr' } });
    expect(res.json<{ message: string }>().message).toBe(
      'La commande ORD-2026-1234 est déjà En production : quelqu’un d’autre l’a modifiée. Son état actuel est affiché.',
    );
  });

  it('except the email-taken answer, which the sign-up form recognises by its English text', async () => {
    const res = await app.inject({ method: 'GET', url: '/taken', headers: { 'accept-language': 'fr' } });
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.signUp.serverEmailTaken);
  });

  it('the message of a success too', async () => {
    const payload = { name: 'Jane', email: 'jane@example.com', message: 'Hello' };
    const res = await app.inject({ method: 'POST', url: '/contact', payload, headers: { 'accept-language': 'si' } });
    expect(res.json()).toEqual({ success: true, message: 'ස්තූතියි! පැය 24ක් ඇතුළත අපි ඔබට පිළිතුරු දෙන්නෙමු.' });
    expect((await app.inject({ method: 'POST', url: '/contact', payload })).json()).toEqual({ success: true, message: MESSAGES.contact.sent });
  });
});
