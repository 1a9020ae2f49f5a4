import { MESSAGES } from '@wallart/shared';
import { describe, expect, it } from 'vitest';
import { publicFormErrorMessage } from './api-error';

describe('publicFormErrorMessage', () => {
  it("shows the server's message of a refused request", () => {
    expect(publicFormErrorMessage({ status: 400, data: { error: 'Bad Request', message: 'Please enter a valid email address.' } })).toBe(
      'Please enter a valid email address.',
    );
  });

  it('explains rate limiting, lost connections and server errors without internals', () => {
    expect(publicFormErrorMessage({ status: 429, data: { message: 'Rate limit exceeded, retry in 1 minute' } })).toBe(MESSAGES.api.rateLimited);
    expect(publicFormErrorMessage({ status: 429, data: { message: 'x', retryAfterSeconds: 12 } })).toBe('Too many requests — try again in 12 seconds.');
    expect(publicFormErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(MESSAGES.signUp.networkError);
    expect(publicFormErrorMessage({ status: 500, data: { message: 'stack trace' } })).toBe(MESSAGES.api.internal);
    expect(publicFormErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toBe(MESSAGES.api.internal);
  });
});
