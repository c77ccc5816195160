import {
  BizCode,
  type ArticleDetail,
  type ArticleDetailQuery,
  type ArticleListItem,
  type ArticleListQuery,
  type HotArticle,
  type Page,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { toListItem } from './article-dto';
import { createViewDedupe } from './view-dedupe';
import {
  bumpViewCount,
  findArticleById,
  findArticlePage,
  findHotArticles,
  findNeighbours,
} from './article.repository';

const hotNewsLimit = 10;
const notFound = () => new BizError(BizCode.NotFound, '文章不存在或已下线');

/** What a visitor reads: published articles only, drafts never leave the console. */
export function createArticleService(deps: Deps) {
  // Visitors' reads use the standby; counting a view writes to the primary.
  const { db, readDb } = deps;
  const views = createViewDedupe(deps.redis);

  return {
    async hotNews(): Promise<HotArticle[]> {
      const rows = await findHotArticles(readDb, hotNewsLimit);
      return rows.map((r) => {
        const item = toListItem(r);
        return {
          id: item.id,
          title: item.title,
          cover: item.cover,
          category: item.category,
          publishTime: item.publishTime,
          viewCount: item.viewCount,
        };
      });
    },

    async list(q: ArticleListQuery): Promise<Page<ArticleListItem>> {
      const page = await findArticlePage(
        readDb,
        {
          status: 'published',
          category: q.category,
          kind: q.category ? undefined : q.kind,
          keyword: q.keyword,
        },
        q,
        'published',
      );
      return { list: page.list.map(toListItem), total: page.total };
    },

    /** A reader's first read in half an hour counts a view; the answer carries the count. */
    async detail(
      q: ArticleDetailQuery,
      reader: { ip: string; userAgent?: string },
    ): Promise<ArticleDetail> {
      const row = await findArticleById(readDb, q.id);
      const a = row?.article;
      if (!row || !a || a.status !== 'published' || !a.publishTime) throw notFound();
      if (q.kind && q.kind !== a.kind) throw notFound();
      const [viewCount, neighbours] = await Promise.all([
        views
          .isFirstView(a.id, reader.ip, reader.userAgent)
          .then((first) => (first ? bumpViewCount(db, a.id) : null)),
        findNeighbours(readDb, { id: a.id, kind: a.kind, publishTime: a.publishTime }),
      ]);
      const asLink = (n: { id: number; title: string } | null) =>
        n ? { id: String(n.id), title: n.title } : null;
      return {
        ...toListItem(a),
        viewCount: viewCount ?? a.viewCount,
        content: a.content,
        missionId: a.missionId === null ? null : String(a.missionId),
        missionSubject: row.missionSubject,
        publisher: row.publisher,
        previous: asLink(neighbours.previous),
        next: asLink(neighbours.next),
      };
    },

    /** For the page's meta tags: no view counted, null when not public. */
    async peek(id: number) {
      const row = await findArticleById(readDb, id);
      if (!row || row.article.status !== 'published') return null;
      return row.article;
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
