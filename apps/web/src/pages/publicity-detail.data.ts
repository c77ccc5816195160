import type { RouteData } from '../app/routes/route-data';
import { parsePage } from '../lib/page-param';
import {
  publicityDetailOptions,
  publicityRecordPageSize,
} from '../features/publicity/api/publicity';

/** '/publicity/:id?page=': that page of one mission's records in their notice period. */
export const publicityDetailData: RouteData = ({ params, url }) => [
  publicityDetailOptions(
    params.id ?? '',
    parsePage(url.searchParams.get('page')),
    publicityRecordPageSize,
  ),
];
