import { missionStateCodes, type MissionPermission, type MissionStatus } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findMissionById } from './mission.repository';
import { missionNotFound } from './mission-manage.service';
import { type Caller, assertInScope, loadStaffScope } from '../../kernel';

// Each answer mirrors the rule the action itself enforces (mission-manage.service transitions,
// mission-save.service edits): the permission call never promises what the action refuses.
const rules: Record<
  keyof Omit<MissionPermission, 'missionId' | 'status' | 'state' | 'permissions'>,
  {
    code: string;
    allows: (status: MissionStatus) => boolean;
  }
> = {
  canView: { code: 'mission:view', allows: () => true },
  canEdit: { code: 'mission:edit', allows: (s) => s === 'draft' || s === 'published' },
  canPublish: { code: 'mission:publish', allows: (s) => s === 'draft' },
  canClose: { code: 'mission:close', allows: (s) => s === 'published' },
  canCancel: { code: 'mission:cancel', allows: (s) => s !== 'cancelled' },
  canAuditApplicants: {
    code: 'mission:applicants',
    allows: (s) => s === 'published' || s === 'closed',
  },
  canManageAttendance: {
    code: 'mission:attendance',
    allows: (s) => s === 'published' || s === 'closed',
  },
  canExport: { code: 'mission:export', allows: () => true },
};

/** GET /manage/pc/mission/info/permission: what the caller may do with one mission now. */
export async function loadMissionPermission(
  deps: Deps,
  caller: Caller,
  missionId: number,
): Promise<MissionPermission> {
  const scope = await loadStaffScope(deps.db, caller);
  const found = await findMissionById(deps.db, missionId);
  if (!found) throw missionNotFound();
  assertInScope(scope, found.mission.districtPath);
  const status = found.mission.status as MissionStatus;
  const flags = Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => [key, rule.allows(status)]),
  ) as Record<keyof typeof rules, boolean>;
  return {
    missionId: String(missionId),
    status,
    state: missionStateCodes[status],
    ...flags,
    permissions: Object.entries(rules)
      .filter(([, rule]) => rule.allows(status))
      .map(([, rule]) => rule.code),
  };
}

/** What the caller may do with a mission, built once by the composition root. */
export function createMissionPermissionService(deps: Deps) {
  return {
    load: (caller: Caller, missionId: number) => loadMissionPermission(deps, caller, missionId),
  };
}
