import { STATUS_CODES } from 'node:http';

/**
 * An error a module throws on purpose: its status and message reach the client as
 * `{ error, message }` (DESIGN §3), with any response headers it carries (`Retry-After` on a 429,
 * `Allow` on a 405). Anything else that is thrown becomes a 500 whose body reveals nothing (see
 * plugins/app/error-handler.ts).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  /** Response headers sent with the error, e.g. `{ 'retry-after': '30' }`. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  }

  /** The standard reason phrase, e.g. 'Not Found'; used as the `error` field. */
  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 429 with `Retry-After` in whole seconds (at least 1). */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, { 'retry-after': String(seconds) });
}
