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
