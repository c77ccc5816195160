import { useState } from 'react';
import { useMissionList } from '../api/mission-list';
import { MissionResults } from './mission-results';

const pageSize = 12;

/** Missions whose name contains the keyword, newest first. Key it on the keyword. */
export function MissionSearchResults({ keyword }: { keyword: string }) {
  const [pageIndex, setPageIndex] = useState(1);
  const list = useMissionList({ keyword, pageIndex, pageSize, sort: 'newest' });
  return (
    <MissionResults
      query={list}
      pageIndex={pageIndex}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPageIndex(next);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      emptyText={`没有找到名称包含“${keyword}”的活动，换个关键词试试`}
    />
  );
}
