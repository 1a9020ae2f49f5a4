/**
 * A sentence for a failed form submission through RTK Query: the server's `{ error, message }`
 * for a 4xx, a rate-limit notice for 429 (the newsletter and contact calls are rate-limited), and
 * a connection notice when the request never got an answer.
 */
export function submitErrorMessage(error: unknown): string {
  const failure = (error ?? {}) as { status?: unknown; data?: unknown };
  if (failure.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') {
    return 'We could not reach the studio. Check your connection and try again.';
  }
  const data = failure.data as { message?: unknown } | undefined;
  if (typeof failure.status === 'number' && failure.status < 500 && typeof data?.message === 'string' && data.message) return data.message;
  return 'Something went wrong on our side. Please try again in a moment.';
}
