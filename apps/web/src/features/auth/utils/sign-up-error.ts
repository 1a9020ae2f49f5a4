import { isEmailTakenMessage, MESSAGES } from '@wallart/shared';
import { apiErrorMessage, describeApiError } from '../../../lib/api-error';

/** Where a sign-up failure shows: under the email field, or above the form. */
export type SignUpError = { field: 'email'; message: string } | { field: null; message: string };

/**
 * docs/product/messages.md#accounts: a server message containing 'email already registered' becomes the email
 * field's error; another server message shows as it is, else 'Sign-up failed. Please try again.';
 * a non-JSON answer 'Server error: {status}. Please try again.'; no answer the network text.
 */
export function signUpError(failure: unknown): SignUpError {
  const described = describeApiError(failure);
  if (described.kind === 'server' && isEmailTakenMessage(described.message)) {
    return { field: 'email', message: MESSAGES.signUp.emailTaken };
  }
  return { field: null, message: apiErrorMessage(failure, MESSAGES.signUp.failed) };
}
