import type { PortalMissionListQuery } from '@zyz/domain';
import type { Deps } from '../../../deps';
import { withFields } from '../../../lib/with-fields';
import { findListedRows, findPortalPage } from '../portal.repository';
import { distanceKm } from './catalog-page';

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
  if (!page) return findPortalPage(deps.readDb, q, districtPath);
  if (page.ids.length === 0) return { list: [], total: page.total };
  const rows = await findListedRows(deps.readDb, page.ids);
  const { lat, lng } = q;
  const distanceOf = (m: { latitude: number | null; longitude: number | null }) =>
    lat === undefined || lng === undefined || m.latitude === null || m.longitude === null
      ? null
      : distanceKm(m.latitude, m.longitude, lat, lng);
  return {
    list: rows.map((r) => withFields(r, { distanceKm: distanceOf(r.mission) })),
    total: page.total,
  };
}
