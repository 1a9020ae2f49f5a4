import { STATUS_CODES } from 'node:http';

/**
 * An error a module throws on purpose: its status and message reach the client as
 * `{ error, message }` (DESIGN §3). Anything else that is thrown becomes a 500 whose body
 * reveals nothing (see plugins/app/error-handler.ts).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
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
