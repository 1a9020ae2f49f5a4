import { describe, expect, it } from 'vitest';
import { submitErrorMessage } from './submit-error-message';

describe('submitErrorMessage', () => {
  it('shows the server message of a 400', () => {
    expect(submitErrorMessage({ status: 400, data: { error: 'Bad Request', message: 'Please enter a valid email address.' } })).toBe(
      'Please enter a valid email address.',
    );
  });

  it('explains rate limiting, lost connections and server errors without internals', () => {
    expect(submitErrorMessage({ status: 429, data: { message: 'Rate limit exceeded, retry in 1 minute' } })).toMatch(/wait a minute/);
    expect(submitErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/could not reach/);
    expect(submitErrorMessage({ status: 500, data: { message: 'stack trace' } })).toMatch(/on our side/);
    expect(submitErrorMessage(undefined)).toMatch(/on our side/);
  });
});
