import { articleCategoryName, districtLevelName } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findMissionById } from '../mission';
import type { ArticleService } from '../article';
import { plainTextOf } from '../../lib/rich-text';
import type { OrgPageService } from '../organization';
import type { PageMeta } from './inject-meta';

const publicMissionStatuses = ['published', 'closed', 'cancelled'];
const idPart = '([1-9]\\d{0,14})';
const missionPath = new RegExp(`^/mission/detail-${idPart}/?$`);
const articlePath = new RegExp(`^/article/(article|summary)-${idPart}/?$`);
const orgPath = /^\/organization\/details\/?$/;

/** The portal pages whose title and description the server writes into index.html. */
export function createPageMetaService(
  deps: Deps,
  needs: { articles: ArticleService; orgs: OrgPageService },
) {
  const { db } = deps;
  const { articles, orgs } = needs;

  async function missionMeta(id: number, url: string): Promise<PageMeta | null> {
    const found = await findMissionById(db, id);
    if (!found || !publicStatuses(found.mission.status)) return null;
    const m = found.mission;
    return {
      title: m.subject,
      description: `${found.districtName}｜${m.address}｜${plainTextOf(m.description) || '志愿服务活动招募'}`,
      image: absolute(url, m.coverImage),
      type: 'website',
      url,
    };
  }

  async function articleMeta(kind: string, id: number, url: string): Promise<PageMeta | null> {
    const a = await articles.peek(id);
    if (!a || a.kind !== kind) return null;
    return {
      title: a.title,
      description: a.digest || `${articleCategoryName(a.category)}：${a.title}`,
      image: absolute(url, a.cover),
      type: 'article',
      url,
    };
  }

  async function orgMeta(idText: string | null, url: string): Promise<PageMeta | null> {
    if (!idText || !/^[1-9]\d{0,14}$/.test(idText)) return null;
    const node = await orgs.peek(Number(idText));
    if (!node) return null;
    return {
      title: node.name,
      description: `${node.name}（${districtLevelName(node.level)}）的组织主页：志愿活动、成员与服务时长。`,
      type: 'website',
      url,
    };
  }

  return {
    /** Null for any other page, or when the record is not public: the plain shell is served. */
    async metaFor(rawUrl: string, origin: string): Promise<PageMeta | null> {
      const parsed = new URL(rawUrl, origin);
      const url = `${origin}${parsed.pathname}${parsed.search}`;
      const p = parsed.pathname;
      let m = missionPath.exec(p);
      if (m) return missionMeta(Number(m[1]), url);
      m = articlePath.exec(p);
      if (m) return articleMeta(m[1]!, Number(m[2]), url);
      if (orgPath.test(p)) return orgMeta(parsed.searchParams.get('id'), url);
      return null;
    },
  };
}

const publicStatuses = (status: string) => publicMissionStatuses.includes(status);

/** og:image must be absolute; our uploads are root-relative. */
function absolute(pageUrl: string, image: string | null): string | null {
  if (!image) return null;
  return new URL(image, pageUrl).toString();
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
