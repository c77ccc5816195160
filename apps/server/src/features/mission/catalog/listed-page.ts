import type { PortalMissionListQuery } from '@zyz/domain';
import type { Db } from '../../../db/client';
import type { CatalogSource } from './catalog-source';
import { withFields } from '../../../lib/with-fields';
import { type ListedPage, withDistance } from '../listed-item.repository';
import { findListedRows, findPortalPage } from '../portal.repository';
import { distanceKm } from './catalog-page';
import { clock } from '../../../kernel';

/**
 * A page of the public list: the ids from the in-memory catalog, then those missions' items by
 * primary key; from the database alone while the catalog loads, or for a keyword it leaves to
 * PostgreSQL's case rules. Each item is the JSON the list sends (listed-item.repository.ts).
 */
export async function findListedPage(
  readDb: Db,
  catalog: CatalogSource,
  q: PortalMissionListQuery & { labels?: string[] },
  districtPath?: string,
): Promise<ListedPage> {
  const now = clock.now();
  const page = await catalog.page(withFields(q, { districtPath }), now.getTime());
  const { lat, lng } = q;
  const from =
    lat === undefined || lng === undefined
      ? () => null
      : (latitude: number, longitude: number) => distanceKm(latitude, longitude, lat, lng);
  if (!page) {
    const found = await findPortalPage(readDb, q, districtPath, now);
    return { items: found.list.map((row) => withDistance(row, from)), total: found.total };
  }
  if (page.ids.length === 0) return { items: [], total: page.total };
  const rows = await findListedRows(readDb, page.ids, now);
  return { items: rows.map((row) => withDistance(row, from)), total: page.total };
}
