import type { RouteData } from '../app/routes/route-data';
import { missionListOptions } from '../features/mission/api/mission-list';
import { orgDetailOptions, orgMissionPageSize } from '../features/organization/api/organizations';

export const orgIdPattern = /^[1-9]\d{0,14}$/;

/** '/organization/details?id=': the profile and the first page of its missions. */
export const organizationDetailsData: RouteData = ({ url }) => {
  const id = url.searchParams.get('id') ?? '';
  if (!orgIdPattern.test(id)) return [];
  return [
    orgDetailOptions(id),
    missionListOptions({
      districtId: id,
      sort: 'newest',
      pageIndex: 1,
      pageSize: orgMissionPageSize,
    }),
  ];
};
