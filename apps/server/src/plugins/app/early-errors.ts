import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorBody } from './error-handler';

/**
 * Answers that Fastify or Node give before any hook of ours runs (issue 9 §4): a URL that cannot be
 * decoded, and client errors on the socket (request time-out, malformed or oversized headers).
 * They come out in our `{ error, message }` shape with the security headers, like every other
 * answer. Body too large and bad JSON go through the error handler already (they happen after
 * the onRequest hooks).
 */
export function earlyErrorOptions(
  securityHeaders: Record<string, string>,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The address of the request is not a valid URL.' : 'The request could not be read.';
      const body: ErrorBody = { error: STATUS_CODES[status] ?? 'Bad Request', message };
      void reply.headers(securityHeaders).header('cache-control', 'no-store').code(status).send(body);
    },
    clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
      if (err.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      socket.end(clientErrorResponse(err.code, securityHeaders));
    },
  };
}

/** The raw HTTP answer to a client error on the socket (no request object exists yet, or any more). */
export function clientErrorResponse(code: string | undefined, securityHeaders: Record<string, string>): string {
  const status = code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408
      ? 'The request took too long to arrive. Please try again.'
      : status === 431
        ? 'The request headers are too large.'
        : 'The request could not be read.';
  const body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Bad Request', message } satisfies ErrorBody);
  const headers = {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
