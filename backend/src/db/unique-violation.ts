const UNIQUE_VIOLATION = '23505';

/** A unique constraint refused a write (node-postgres and PGlite both report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
