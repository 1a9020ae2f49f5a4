import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@wallart/shared';

/**
 * What went wrong with a call of the API client, in the terms the screens' error catalogues use
 * (docs/product/messages.md#where-messages-live): the server answered with JSON (`{ error, message }`, docs/architecture.md#the-api-contract), answered something
 * that is not JSON, or could not be reached.
 */
export type ApiFailure =
  | { kind: 'server'; status: number; message: string | undefined; retryAfterSeconds?: number }
  | { kind: 'not-json'; status: number }
  | { kind: 'network' };

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  return undefined;
}

function retryAfterOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { retryAfterSeconds } = data as { retryAfterSeconds?: unknown };
  return typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined;
}

export function describeApiError(error: unknown): ApiFailure {
  if (!isFetchBaseQueryError(error)) return { kind: 'network' };
  if (typeof error.status === 'number') {
    const failure: ApiFailure = { kind: 'server', status: error.status, message: messageOf(error.data) };
    // lib/api.ts has read the 429's Retry-After into its data (issue 9 §2).
    const retryAfterSeconds = error.status === 429 ? retryAfterOf(error.data) : undefined;
    return retryAfterSeconds === undefined ? failure : { ...failure, retryAfterSeconds };
  }
  if (error.status === 'PARSING_ERROR') return { kind: 'not-json', status: error.originalStatus };
  return { kind: 'network' };
}

/** The server's message when it sent one, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  const failure = describeApiError(error);
  return failure.kind === 'server' && failure.message ? failure.message : fallback;
}

/** The HTTP status of a failed call, if the server answered at all. */
export function failureStatus(error: unknown): number | undefined {
  const failure = describeApiError(error);
  return failure.kind === 'network' ? undefined : failure.status;
}

/**
 * The message for a failed form submission, following the spec's sign-up catalogue (docs/product/messages.md#accounts), which fits
 * every account form: the server's message, else `fallback`; 'Server error: {status}. Please try
 * again.' for an answer that is not JSON; the connection text when the server cannot be reached.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.signUp.networkError;
  if (failure.kind === 'not-json') return MESSAGES.signUp.serverError(failure.status);
  return failure.message ?? fallback;
}

/**
 * The message for a failed public form (newsletter, contact): the server's message for a refused
 * request, the rate-limit notice for 429 (both calls are rate-limited; with the wait when the
 * server said it), the connection text when the server cannot be reached, and a generic sentence
 * for anything else (never a server's internals).
 */
export function publicFormErrorMessage(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.signUp.networkError;
  if (failure.status === 429) {
    return failure.kind === 'server' && failure.retryAfterSeconds !== undefined
      ? MESSAGES.api.rateLimitedFor(failure.retryAfterSeconds)
      : MESSAGES.api.rateLimited;
  }
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return MESSAGES.api.internal;
}
