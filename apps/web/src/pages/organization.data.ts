import type { RouteData } from '../app/routes/route-data';
import { readUrlFilters } from '../lib/use-url-filters';
import { districtChildrenOptions } from '../features/mission/api/district-children';
import { orgListParams, orgPageOptions } from '../features/organization/api/organizations';

/** '/organization': the organisations its address asks for, and the region picker's roots. */
export const organizationData: RouteData = ({ url }) => {
  const { get, pageIndex } = readUrlFilters(url.searchParams);
  return [districtChildrenOptions(''), orgPageOptions(orgListParams(get, pageIndex))];
};
