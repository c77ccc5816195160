import type { RouteData } from '../app/routes/route-data';
import { districtChildrenOptions } from '../features/mission/api/district-children';
import { missionListOptions } from '../features/mission/api/mission-list';
import {
  defaultMissionFilters,
  filtersFromSearch,
  toMissionListParams,
} from '../features/mission/mission-filters';

/** The list as its address asks for it (the visitor's position is the browser's to add). */
export const missionData: RouteData = ({ url }) => [
  districtChildrenOptions(''),
  missionListOptions(
    toMissionListParams(filtersFromSearch(url.search) ?? defaultMissionFilters, null),
  ),
];
