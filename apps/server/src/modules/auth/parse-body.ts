import type { z } from 'zod';
import { HttpError } from '../../lib/http-errors';

/**
 * Validates a body against a schema chosen at run time (e.g. register: the sign-up form, or an
 * admin's add-user form). A failure answers 400 with the same `path: message` text as the route
 * validation of plugins/app/error-handler.ts.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const message = result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  throw new HttpError(400, message);
}
