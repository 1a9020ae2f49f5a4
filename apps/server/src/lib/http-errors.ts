import { STATUS_CODES } from 'node:http';
import { secondsText } from '@wallart/shared';

/** One sentence of a message as the catalogs hold it: its English source (ICU placeholders included) and its values. */
export interface MessagePart {
  message: string;
  values?: Record<string, string | number>;
}

export interface HttpErrorOptions {
  /** Response headers the error answer carries on purpose (Retry-After on 429, Allow on 405). */
  headers?: Record<string, string>;
  /**
   * The message as catalog entries with their values, for a text composed of several or with a
   * plural (docs/product/messages.md#server-texts): the error handler translates each part and joins
   * them with a space. `message` is what they say in English.
   */
  parts?: readonly MessagePart[];
}

/**
 * An error meant for the client: its status and message are sent as `{ error, message }` by the
 * error handler (plugins/app/error-handler.ts), with its headers.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly parts: readonly MessagePart[] | undefined;

  constructor(statusCode: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.statusCode = statusCode;
    this.parts = options.parts;
    this.headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  }

  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The wait of a 429 as the server catalog holds it (its English is `Please try again in ${secondsText(seconds)}.`). */
export const TRY_AGAIN_IN = 'Please try again in {seconds, plural, one {# second} other {# seconds}}.';

/**
 * 429 with Retry-After in whole seconds (at least 1), so a client knows when to come back; the
 * message is `what` and the same wait in words ('Too many requests. Please try again in 1 second.').
 */
export function tooManyRequests(what: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `${what} Please try again in ${secondsText(seconds)}.`, {
    headers: { 'retry-after': String(seconds) },
    parts: [{ message: what }, { message: TRY_AGAIN_IN, values: { seconds } }],
  });
}

/** 405 with Allow listing the methods the path does answer (RFC 9110 §15.5.6 requires it). */
export function methodNotAllowed(allowed: readonly string[], message = 'This method is not allowed here.'): HttpError {
  return new HttpError(405, message, { headers: { allow: allowed.map((m) => m.toUpperCase()).join(', ') } });
}
