import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { AppConfig } from './config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Secret fields that must never reach a log line, at any of the first three levels of an object. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'cardNumber', 'cvc', 'token', 'resetToken', 'otp'];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Request ids: a caller (a proxy, or the SPA) may pass its own x-request-id so log lines across
 * systems match; anything that is not a short token is replaced so it cannot forge log content.
 */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given)) return given;
  return randomUUID();
}
