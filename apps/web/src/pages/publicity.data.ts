import type { RouteData } from '../app/routes/route-data';
import { publicityListOptions, publicityPageSize } from '../features/publicity/api/publicity';
import { parsePage } from '../lib/page-param';

/** '/publicity?page=': the missions in their notice period on that page. */
export const publicityData: RouteData = ({ url }) => [
  publicityListOptions(parsePage(url.searchParams.get('page')), publicityPageSize),
];
