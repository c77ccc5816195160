import type { PortalMissionListQuery } from '@zyz/domain';
import type { Executor } from '../../../db/client';
import type { Deps } from '../../../deps';
import { withFields } from '../../../lib/with-fields';
import { findListedRows, findPortalPage } from '../portal.repository';
import { distanceKm, type CatalogPage } from './catalog-page';

export type ListedRow = Awaited<ReturnType<typeof findPortalPage>>['list'][number];

/**
 * A page of the public list: the ids from the in-memory catalog, then those rows by primary
 * key; from the database alone while the catalog loads, or for a keyword it leaves to
 * PostgreSQL's case rules.
 */
export async function findListedPage(
  deps: Deps,
  q: PortalMissionListQuery & { labels?: string[] },
  districtPath?: string,
) {
  const page = await deps.catalog.page(withFields(q, { districtPath }), Date.now());
  return page ? listedRows(deps.readDb, page, q) : findPortalPage(deps.readDb, q, districtPath);
}

/** The rows of a catalog page in its order, with their distance from the visitor's point. */
export async function listedRows(
  db: Executor,
  page: CatalogPage,
  { lat, lng }: { lat?: number; lng?: number },
): Promise<{ list: ListedRow[]; total: number }> {
  if (page.ids.length === 0) return { list: [], total: page.total };
  const rows = await findListedRows(db, page.ids);
  const distanceOf = (m: { latitude: number | null; longitude: number | null }) =>
    lat === undefined || lng === undefined || m.latitude === null || m.longitude === null
      ? null
      : distanceKm(m.latitude, m.longitude, lat, lng);
  return {
    list: rows.map((r) => withFields(r, { distanceKm: distanceOf(r.mission) })),
    total: page.total,
  };
}
