import type { RouteData } from '../app/routes/route-data';
import { articleListOptions, articleListParams } from '../features/article/api/articles';

/** '/article': the page of articles its address asks for. */
export const articleData: RouteData = ({ url }) => {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const pageIndex = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return [articleListOptions(articleListParams(get, pageIndex))];
};
