import { inArray } from 'drizzle-orm';
import type { Executor } from './client';
import { districts } from './schema/index';

/** Ids along a materialised path "/1/5/23/", root first. */
export const idsOfPath = (path: string): number[] =>
  path
    .split('/')
    .filter((s) => s !== '')
    .map(Number);

/**
 * Human-readable chains ("广东省志愿者联合会 / 广州市志愿者联合会 / …") for several nodes in one
 * query: every ancestor's name is read once, whatever the number of paths.
 */
export async function findNamePaths(db: Executor, paths: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(paths.flatMap(idsOfPath))];
  const result = new Map<string, string>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(inArray(districts.id, ids));
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  for (const path of paths) {
    result.set(
      path,
      idsOfPath(path)
        .map((id) => nameOf.get(id) ?? '')
        .filter(Boolean)
        .join(' / '),
    );
  }
  return result;
}
