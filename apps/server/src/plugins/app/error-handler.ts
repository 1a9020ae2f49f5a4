import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@wallart/shared';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-errors';
import { requestLocale, t, translateText } from '../../lib/i18n';

/** The body of every error answer (docs/architecture.md#the-api-contract). */
export interface ErrorBody {
  error: string;
  message: string;
  /** Only on 400 validation errors: one entry per invalid field. */
  issues?: { path: string; message: string }[];
}

const GENERIC_5XX_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** What a malformed multipart body (bad or missing boundary, cut off mid-part) answers. */
export const MALFORMED_MULTIPART_MESSAGE = 'The upload was malformed or incomplete. Please choose the file and send it again.';

/** busboy's messages for a multipart body it cannot read; it throws plain Errors with these texts. */
const MALFORMED_MULTIPART = /^(Multipart: |Unexpected end of (multipart data|form|file)|(Part|Field|File) terminated early due to unexpected end of multipart data|Malformed (part header|content type))/;

/** True for the parser errors of a multipart body that is not well formed (a client error, not ours). */
export function isMalformedMultipart(err: { message?: unknown; statusCode?: unknown }, contentType: string | undefined): boolean {
  return (
    err.statusCode === undefined &&
    typeof err.message === 'string' &&
    MALFORMED_MULTIPART.test(err.message) &&
    /^multipart\//i.test(contentType ?? '')
  );
}

/**
 * PostgreSQL refusing a character (NUL in text: 22021; NUL in JSON: 22P05). The shared text rule
 * refuses these at the edge already; this keeps any field it does not cover a 400, not a 500.
 */
export function isRefusedCharacter(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '22021' || e.code === '22P05') return true;
  }
  return false;
}

/** What a request that needs the database answers while it cannot be reached (issue 39). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Nothing was saved — please try again in a moment.';

/**
 * The one error handler. A 4xx carries a message meant for the client. A 5xx body is always the
 * same generic text: the real error (stack, SQL, driver message) goes to the log with the
 * request id, which the client also receives in the x-request-id header.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      // The `message` in the request's language (its Accept-Language; docs/product/messages.md#server-texts);
      // `error`, the status and the log stay English.
      const locale = requestLocale(request);
      if (hasZodFastifySchemaValidationErrors(err)) {
        const where = err.validationContext ?? 'request';
        const issues = err.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
          message: issue.message ?? 'is invalid',
        }));
        request.log.info({ issues }, 'request validation failed');
        for (const issue of issues) issue.message = translateText(locale, issue.message);
        const body: ErrorBody = {
          error: 'Bad Request',
          message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
          issues,
        };
        return reply.code(400).send(body);
      }

      if (isMalformedMultipart(err, request.headers['content-type'])) {
        request.log.info({ reason: err.message }, 'malformed multipart body');
        return reply.code(400).send({ error: 'Bad Request', message: t(locale, MALFORMED_MULTIPART_MESSAGE) });
      }
      if (isRefusedCharacter(err)) {
        request.log.warn({ err }, 'the database refused a character the text rule let through');
        return reply.code(400).send({ error: 'Bad Request', message: t(locale, MESSAGES.input.controlCharacters) });
      }

      if (!(err instanceof HttpError) && statusCodeOf(err) >= 500 && isDatabaseUnavailable(err)) {
        request.log.warn({ err }, 'the database is unavailable');
        return reply.code(503).header('retry-after', '5').send({ error: 'Service Unavailable', message: t(locale, DATABASE_UNAVAILABLE_MESSAGE) });
      }

      const status = statusCodeOf(err);
      // Headers the error carries on purpose (HttpError: Retry-After, Allow).
      if (err instanceof HttpError) reply.headers(err.headers);
      // An HttpError 5xx is on purpose (a provider down: 503) and its message is written for users.
      if (status >= 500 && !(err instanceof HttpError)) {
        request.log.error({ err }, 'request failed');
        return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: t(locale, GENERIC_5XX_MESSAGE) });
      }
      request.log.info({ statusCode: status, message: err.message }, 'request rejected');
      const message = err instanceof HttpError && err.parts ? err.parts.map((part) => t(locale, part.message, part.values)).join(' ') : translateText(locale, err.message);
      const body: ErrorBody = { error: STATUS_CODES[status] ?? 'Error', message };
      return reply.code(status).send(body);
    });
    // The `message` of every other answer too (a success's 'Thanks for subscribing!', a 401 sent
    // as it is), in the request's language; one the handler above translated is left as it is.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload) || Buffer.isBuffer(payload)) return payload;
      const { message } = payload as { message?: unknown };
      if (typeof message !== 'string' || !request.headers['accept-language']) return payload;
      const locale = requestLocale(request);
      return locale === 'en' ? payload : { ...payload, message: translateText(locale, message) };
    });
    done();
  },
  { name: 'error-handler' },
);

/** A client status only when the error carries one on purpose (HttpError, Fastify, plugins); else 500. */
function statusCodeOf(err: { statusCode?: unknown }): number {
  const code = err.statusCode;
  return typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
}
