import type { ArticleKind } from '@zyz/domain';
import type { RouteData } from '../app/routes/route-data';
import { articleDetailOptions } from '../features/article/api/articles';

export const articleIdPattern = /^[1-9]\d{0,14}$/;

/** '/article/article-{id}' and '/article/summary-{id}'; a malformed id is never asked for. */
export const articleDetailData: RouteData = ({ params }) => {
  const slug = params.slug ?? '';
  const kind: ArticleKind = slug.startsWith('summary-') ? 'summary' : 'article';
  const id = slug.slice(slug.indexOf('-') + 1);
  return articleIdPattern.test(id) ? [articleDetailOptions(id, kind)] : [];
};
