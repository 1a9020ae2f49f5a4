import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * onRequest hook for route plugins whose answers carry a token or personal data (issue 9 §4:
 * /api/auth/*, /api/users): `Cache-Control: no-store`, so no browser or proxy keeps a copy. Set
 * before anything else runs, so error answers (401, 429) carry it too.
 */
export function noStore(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('cache-control', 'no-store');
  done();
}
