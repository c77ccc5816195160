import type { RouteData } from '../app/routes/route-data';
import { districtChildrenOptions } from '../features/mission/api/district-children';
import { orgListParams, orgPageOptions } from '../features/organization/api/organizations';

/** '/organization': the organisations its address asks for, and the region picker's roots. */
export const organizationData: RouteData = ({ url }) => {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const pageIndex = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return [districtChildrenOptions(''), orgPageOptions(orgListParams(get, pageIndex))];
};
