import { portalMissionListQuerySchema, type GlobalSearchResult } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findArticlePage } from '../article';
import { findOrgPage } from '../discovery';
import { listedItems, type PortalService } from '../mission';

const perSection = 5;

/** The header's search box: a few missions, organisations and articles at once. */
export function createSearchService(deps: Deps, portal: PortalService) {
  // Public reads only, each fine a second old: the standby when there is one.
  const db = deps.readDb;

  return {
    async searchAll(keyword: string): Promise<GlobalSearchResult> {
      const page = { pageIndex: 1, pageSize: perSection };
      const [missions, orgs, articles] = await Promise.all([
        portal.list(portalMissionListQuerySchema.parse({ keyword, ...page })),
        findOrgPage(db, { keyword, ...page }),
        findArticlePage(db, { status: 'published', keyword }, page, 'published'),
      ]);
      return {
        missions: {
          list: listedItems(missions).map((m) => ({
            id: m.missionId,
            title: m.subject,
            extra: m.districtName,
          })),
          total: missions.total,
        },
        organizations: {
          list: orgs.list.map((o) => ({
            id: String(o.id),
            title: o.name,
            extra: o.parentName ?? '',
          })),
          total: orgs.total,
        },
        articles: {
          list: articles.list.map((a) => ({
            id: String(a.id),
            title: a.title,
            extra: a.publishTime?.toISOString() ?? '',
            kind: a.kind === 'summary' ? ('summary' as const) : ('article' as const),
          })),
          total: articles.total,
        },
      };
    },
  };
}
