/**
 * The unique index a failed insert or update ran into, or null for any other error. Both
 * drivers report PostgreSQL's 23505; drizzle may wrap the driver error in `cause`.
 */
export function violatedUniqueIndex(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | null; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}
