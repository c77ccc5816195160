import { articleCategoryName, articleKindOf, type ArticleListItem } from '@zyz/domain';

interface ListRow {
  id: number;
  category: string;
  title: string;
  digest: string;
  cover: string | null;
  source: string;
  publishTime: Date | null;
  viewCount: number;
}

export function toListItem(r: ListRow): ArticleListItem {
  return {
    id: String(r.id),
    kind: articleKindOf(r.category),
    category: r.category,
    categoryName: articleCategoryName(r.category),
    title: r.title,
    digest: r.digest,
    cover: r.cover,
    source: r.source,
    publishTime: r.publishTime?.toISOString() ?? '',
    viewCount: r.viewCount,
  };
}
