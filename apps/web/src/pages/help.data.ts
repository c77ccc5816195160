import type { RouteData } from '../app/routes/route-data';
import { helpCategoriesOptions, helpListOptions, helpPageSize } from '../features/help/api/help';

/** '/help': the categories with their counts and the first page of every question. */
export const helpData: RouteData = () => [
  helpCategoriesOptions(),
  helpListOptions({ pageIndex: 1, pageSize: helpPageSize }),
];
