/** PostgreSQL error codes the services turn into answers the user understands. */
export const PgErrorCode = { UniqueViolation: '23505', ForeignKeyViolation: '23503' } as const;

/**
 * Whether a database error (or the error it wraps: Drizzle wraps the driver's) carries the given code.
 * Both drivers report PostgreSQL's SQLSTATE in `code`.
 */
export function hasPgErrorCode(error: unknown, code: string): boolean {
  return findPgError(error, code) !== undefined;
}

/** The unique index a write collided with, if the error is a unique violation. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  return findPgError(error, PgErrorCode.UniqueViolation)?.constraint;
}

function findPgError(error: unknown, code: string): { constraint?: string } | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) {
      return current;
    }
  }
  return undefined;
}
