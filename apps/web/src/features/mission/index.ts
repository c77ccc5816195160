// What other features may use of missions: see the edges in apps/web/README.md.
export type { DistrictNode } from './api/district-children';
export { useDistrictLevels } from './api/district-levels';
export { useMissionList } from './api/mission-list';
export { useViewerKey } from './api/viewer-key';
export { DistrictCascader } from './components/district-cascader';
export { MissionResults } from './components/mission-results';
export type { PointerState } from './hooks/use-pointer';
