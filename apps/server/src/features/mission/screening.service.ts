import {
  formatLiveDateTime,
  regionOfAddress,
  serviceTypeLabel,
  type ScreeningPage,
  type ScreeningQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { CatalogSource } from './catalog/catalog-source';
import { findListedPage } from './catalog/listed-page';
import { listedItems } from './listed-item.repository';

/**
 * GET /home/mission/screening: the public mission list in the live platform's shape, for the
 * scrapers that feed WeChat pages. The same missions as the portal's list (published or
 * closed, newest first); the label filter takes label names, comma-separated.
 */
export function createScreeningService(deps: Deps, catalog: CatalogSource) {
  return { screen: (q: ScreeningQuery) => screenMissions(deps, catalog, q) };
}

async function screenMissions(
  deps: Deps,
  catalog: CatalogSource,
  q: ScreeningQuery,
): Promise<ScreeningPage> {
  const labels = (q.selectedLabelIdList ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const page = await findListedPage(deps.readDb, catalog, {
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
    sort: 'newest',
    labels,
  });
  return {
    records: listedItems(page).map((mission) => ({
      missionId: mission.missionId,
      subject: mission.subject,
      districtName: mission.districtName,
      startDate: formatLiveDateTime(mission.serviceStart),
      endDate: formatLiveDateTime(mission.serviceEnd),
      missionTypeName: serviceTypeLabel(mission.missionType),
      missionRegionName: regionOfAddress(mission.address),
      detailUrl: `/mission/detail-${mission.missionId}`,
    })),
    totalRecord: page.total,
    totalPage: Math.ceil(page.total / q.pageSize),
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}
