import { MESSAGES } from '@wallart/shared';
import { describeApiError } from '../../../lib/api-error';

/**
 * What went wrong under an admin screen's docs/product/messages.md#admin title: the connection text when
 * the server cannot be reached, the server's own message for a refused request, and a generic
 * sentence for a server failure (never its internals). `ts`: lib/shared-text.ts's useSharedText.
 */
export function loadFailureDetail(error: unknown, ts: (message: string) => string): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return ts(MESSAGES.signUp.networkError);
  // The server's own message is already in the UI's language (Accept-Language).
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return ts(MESSAGES.api.internal);
}
