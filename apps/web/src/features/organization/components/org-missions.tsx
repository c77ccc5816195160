import { useState } from 'react';
import { MissionResults, useMissionList } from '../../mission';
import { orgMissionPageSize } from '../api/organizations';

/** An organisation's public missions, newest first, a page at a time. */
export function OrgMissions({ districtId }: { districtId: string }) {
  const [pageIndex, setPageIndex] = useState(1);
  const missions = useMissionList({
    districtId,
    sort: 'newest',
    pageIndex,
    pageSize: orgMissionPageSize,
  });
  return (
    <MissionResults
      query={missions}
      pageIndex={pageIndex}
      pageSize={orgMissionPageSize}
      onPageChange={setPageIndex}
      emptyText="该组织暂未发布活动"
    />
  );
}
