import { useRef } from 'react';
import { Button, theme } from 'antd';
import { useMissionList } from '../api/mission-list';
import { usePointer } from '../hooks/use-pointer';
import { useListFilters } from '../hooks/use-list-filters';
import { defaultMissionFilters, isFiltered, toMissionListParams } from '../mission-filters';
import { MissionResults } from './mission-results';
import { MissionSortBar } from './mission-sort-bar';

/**
 * /mission's sort bar, cards and pager, an island of its own: it lists what the address asks
 * for, and follows the address when the filter bar changes it.
 */
export function MissionListResults() {
  const { token } = theme.useToken();
  const { filters, change } = useListFilters();
  const position = usePointer();
  const list = useMissionList(toMissionListParams(filters, position.pointer));
  const resultsTop = useRef<HTMLDivElement>(null);

  const goToPage = (pageIndex: number) => {
    change({ pageIndex });
    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const clearFilters = () => change({ ...defaultMissionFilters, sort: filters.sort });

  return (
    <>
      <div ref={resultsTop} style={{ scrollMarginTop: token.marginLG * 3 }}>
        <MissionSortBar
          sort={filters.sort}
          onChange={(sort) => change({ sort })}
          position={position}
          total={list.data?.total ?? null}
        />
      </div>
      <MissionResults
        query={list}
        pageIndex={filters.pageIndex}
        pageSize={filters.pageSize}
        onPageChange={goToPage}
        emptyText={
          isFiltered(filters)
            ? '没有符合条件的活动，试试放宽筛选条件'
            : '暂时还没有发布的活动，请稍后再来看看'
        }
        emptyAction={isFiltered(filters) && <Button onClick={clearFilters}>清除筛选条件</Button>}
      />
    </>
  );
}
