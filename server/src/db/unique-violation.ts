/**
 * Whether a write failed on a unique index (SQLSTATE 23505), optionally a named one. Drizzle wraps the
 * driver's error in `cause`; PGlite and pg both carry `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}
