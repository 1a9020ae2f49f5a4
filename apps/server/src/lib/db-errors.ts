/**
 * PostgreSQL's unique_violation (23505) on the named constraint or index, whichever driver threw
 * it (pg and PGlite set `code` and `constraint`; Drizzle wraps them as the `cause`).
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') {
      if (e.constraint === constraint) return true;
      // Drivers that leave `constraint` out still name it in the message.
      if (typeof e.message === 'string' && e.message.includes(`"${constraint}"`)) return true;
      return false;
    }
  }
  return false;
}

/** Socket errors of a connection that failed or broke, and PostgreSQL's shutdown and connection-failure codes. */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
/** node-postgres's own messages for a lost or unobtainable connection (they carry no code). */
const DATABASE_DOWN_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly)/;

/**
 * The database cannot be reached (stopped, restarting, network gone): the request answers 503 with
 * a clear message instead of a 500, and the next one tries again (the pool reconnects). Drizzle
 * wraps the driver's error, so the chain of causes is searched.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && DATABASE_DOWN_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && DATABASE_DOWN_MESSAGE.test(e.message)) return true;
  }
  return false;
}
