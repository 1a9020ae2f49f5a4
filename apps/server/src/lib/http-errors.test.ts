import { describe, expect, it } from 'vitest';
import { HttpError, methodNotAllowed, tooManyRequests } from './http-errors';

describe('HttpError', () => {
  it('carries optional response headers, names lower-cased', () => {
    const err = new HttpError(418, 'short and stout', { headers: { 'X-Kettle': 'on' } });
    expect(err.statusCode).toBe(418);
    expect(err.headers).toEqual({ 'x-kettle': 'on' });
    expect(new HttpError(400, 'plain').headers).toEqual({});
  });

  it('429 says when to come back in whole seconds, at least one', () => {
    expect(tooManyRequests('Slow down.', 2.1).headers).toEqual({ 'retry-after': '3' });
    expect(tooManyRequests('slow down', 0).headers).toEqual({ 'retry-after': '1' });
    expect(tooManyRequests('Slow down.', 0.2).message).toBe('Slow down. Please try again in 1 second.');
    expect(tooManyRequests('Slow down.', 41.5).message).toBe('Slow down. Please try again in 42 seconds.');
  });

  it('405 lists the allowed methods in Allow', () => {
    const err = methodNotAllowed(['get', 'POST']);
    expect(err.statusCode).toBe(405);
    expect(err.headers).toEqual({ allow: 'GET, POST' });
  });
});
