import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { keepMissionSearch, toKeptMissionList } from '../kept-search';
import {
  defaultMissionFilters,
  filtersFromSearch,
  searchFromFilters,
  type MissionFilters,
} from '../mission-filters';

export interface ListFilters {
  filters: MissionFilters;
  /** A filter change starts again at page 1 unless it names a page itself. */
  change: (patch: Partial<MissionFilters>) => void;
}

/**
 * The /mission list's filters, read from its address and changed by replacing it (a filter is
 * not a step back in history). The filter bar and the results are separate islands on a
 * visitor's page (issue 48); the address is what they share, as it is what the server drew the
 * list from, so a reload, a shared link and the way back from a mission find the same list.
 */
export function useListFilters(): ListFilters {
  const location = useLocation();
  const navigate = useNavigate();
  const isShown = location.pathname === paths.mission;
  // Kept alive behind a mission's page (the application), the list keeps the address it had.
  const [shownSearch, setShownSearch] = useState(location.search);
  if (isShown && location.search !== shownSearch) setShownSearch(location.search);
  const search = isShown ? location.search : shownSearch;
  const filters = useMemo(() => filtersFromSearch(search) ?? defaultMissionFilters, [search]);

  // A link to the plain list (the menu's 志愿活动) finds the list as this tab left it; only an
  // arrival within the application, not a typed or reloaded address.
  const isPlainArrival = isShown && location.search === '' && location.key !== 'default';
  useEffect(() => {
    if (!isPlainArrival) return;
    const kept = toKeptMissionList(paths.mission);
    if (kept !== paths.mission) void navigate(kept, { replace: true });
  }, [isPlainArrival, navigate]);

  const change = useCallback(
    (patch: Partial<MissionFilters>) => {
      const next = searchFromFilters({ ...filters, pageIndex: 1, ...patch });
      keepMissionSearch(next);
      void navigate(`${paths.mission}${next}`, { replace: true });
    },
    [filters, navigate],
  );
  return { filters, change };
}
