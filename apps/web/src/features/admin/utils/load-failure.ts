import { MESSAGES } from '@wallart/shared';
import { describeApiError } from '../../../lib/api-error';

/**
 * What went wrong under an admin screen's docs/product/messages.md#admin title: the connection text when
 * the server cannot be reached, the server's own message for a refused request, and a generic
 * sentence for a server failure (never its internals).
 */
export function loadFailureDetail(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.signUp.networkError;
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return MESSAGES.api.internal;
}
