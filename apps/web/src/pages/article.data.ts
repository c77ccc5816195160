import type { RouteData } from '../app/routes/route-data';
import { readUrlFilters } from '../lib/use-url-filters';
import { articleListOptions, articleListParams } from '../features/article/api/articles';

/** '/article': the page of articles its address asks for. */
export const articleData: RouteData = ({ url }) => {
  const { get, pageIndex } = readUrlFilters(url.searchParams);
  return [articleListOptions(articleListParams(get, pageIndex))];
};
