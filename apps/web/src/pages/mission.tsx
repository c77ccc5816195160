import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Flex, theme } from 'antd';
import { paths } from '../app/paths';
import { useMissionList } from '../features/mission/api/mission-list';
import { MissionFilterBar } from '../features/mission/components/mission-filter-bar';
import { MissionResults } from '../features/mission/components/mission-results';
import { MissionSortBar } from '../features/mission/components/mission-sort-bar';
import { usePointer } from '../features/mission/hooks/use-pointer';
import { keepMissionSearch } from '../features/mission/kept-search';
import {
  defaultMissionFilters,
  filtersFromSearch,
  isFiltered,
  searchFromFilters,
  toMissionListParams,
  type MissionFilters,
} from '../features/mission/mission-filters';

/**
 * /mission, kept alive by the shell: filters, page and scroll live in this component, so a
 * visit to a detail page and back finds them as they were; they are also written into the
 * address, where a visitor's page of islands finds them again. A link carrying filters
 * (?districtId=, ?keyword=) replaces them once per distinct link.
 */
export default function MissionPage() {
  const { token } = theme.useToken();
  const location = useLocation();
  const isShown = location.pathname === paths.mission;
  const [appliedSearch, setAppliedSearch] = useState(location.search);
  // What this page last wrote into the address itself: coming back to it is not a new link.
  const [mirroredSearch, setMirroredSearch] = useState(location.search);
  const [filters, setFilters] = useState<MissionFilters>(
    () => filtersFromSearch(location.search) ?? defaultMissionFilters,
  );
  // Adjusted during render (not in an effect) so the list never fetches the stale filters first.
  if (isShown && location.search !== appliedSearch) {
    setAppliedSearch(location.search);
    const linked = location.search === mirroredSearch ? null : filtersFromSearch(location.search);
    if (linked) setFilters(linked);
  }

  // Mirrored in the address, past the router (a filter is not a navigation): a reload, a shared
  // link and the way back from a mission find the same list, drawn by the server as it was.
  useEffect(() => {
    if (!isShown) return;
    const search = searchFromFilters(filters);
    setMirroredSearch(search);
    keepMissionSearch(search);
    if (search === window.location.search) return;
    window.history.replaceState(window.history.state, '', `${paths.mission}${search}`);
  }, [filters, isShown]);

  const position = usePointer();
  const list = useMissionList(toMissionListParams(filters, position.pointer));
  const resultsTop = useRef<HTMLDivElement>(null);

  const change = (patch: Partial<MissionFilters>) =>
    setFilters((prev) => ({ ...prev, ...patch, pageIndex: 1 }));
  const goToPage = (pageIndex: number) => {
    setFilters((prev) => ({ ...prev, pageIndex }));
    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Flex vertical gap={token.margin} data-testid="mission-page">
      {/* h2: the cards' titles below are h3, and a heading level must not be skipped. */}
      <h2
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading3,
        }}
      >
        志愿活动
      </h2>
      {/* A bordered panel, not antd's Card: its styles (9 kB) would travel in every list page. */}
      <div
        style={{
          padding: token.paddingSM,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <MissionFilterBar filters={filters} onChange={change} />
      </div>
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
        emptyAction={
          isFiltered(filters) && (
            <Button onClick={() => change({ ...defaultMissionFilters, sort: filters.sort })}>
              清除筛选条件
            </Button>
          )
        }
      />
    </Flex>
  );
}
