import { MESSAGES } from '@wallart/shared';
import { describe, expect, it } from 'vitest';
import { signUpError } from './sign-up-error';

describe('signUpError (docs/product/messages.md#accounts sign-up catalogue)', () => {
  it("puts a message containing 'email already registered' (any case) on the email field", () => {
    expect(signUpError({ status: 409, data: { error: 'Conflict', message: 'Email already registered' } })).toEqual({
      field: 'email',
      message: MESSAGES.signUp.emailTaken,
    });
  });

  it("shows another server message as it is, else 'Sign-up failed. Please try again.'", () => {
    expect(signUpError({ status: 400, data: { error: 'Bad Request', message: 'Invalid request.' } })).toEqual({ field: null, message: 'Invalid request.' });
    expect(signUpError({ status: 400, data: {} })).toEqual({ field: null, message: MESSAGES.signUp.failed });
  });

  it("answers a non-JSON failure with 'Server error: {status}. Please try again.'", () => {
    expect(signUpError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }).message).toBe(
      'Server error: 502. Please try again.',
    );
  });

  it('answers a network failure with the connection message', () => {
    expect(signUpError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe(MESSAGES.signUp.networkError);
  });
});
