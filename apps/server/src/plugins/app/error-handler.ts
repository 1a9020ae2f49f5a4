import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The body of every error answer (DESIGN §3). */
export interface ErrorBody {
  error: string;
  message: string;
  /** Only on 400 validation errors: one entry per invalid field. */
  issues?: { path: string; message: string }[];
}

const GENERIC_5XX_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * The one error handler. A 4xx carries a message meant for the client. A 5xx body is always the
 * same generic text: the real error (stack, SQL, driver message) goes to the log with the
 * request id, which the client also receives in the x-request-id header.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const where = err.validationContext ?? 'request';
        const issues = err.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
          message: issue.message ?? 'is invalid',
        }));
        request.log.info({ issues }, 'request validation failed');
        const body: ErrorBody = {
          error: 'Bad Request',
          message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
          issues,
        };
        return reply.code(400).send(body);
      }

      const status = statusCodeOf(err);
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: GENERIC_5XX_MESSAGE });
      }
      request.log.info({ statusCode: status, message: err.message }, 'request rejected');
      const body: ErrorBody = { error: STATUS_CODES[status] ?? 'Error', message: err.message };
      return reply.code(status).send(body);
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
