// The public face of mission: other features import only what is exported here.
export { toMissionSummary } from './mission-dto';
export { findMissionById } from './mission.repository';
export type { PortalService } from './portal.service';
export { pruneCatalogChanges } from './catalog/catalog.repository';
export { listedItems } from './listed-item.repository';
