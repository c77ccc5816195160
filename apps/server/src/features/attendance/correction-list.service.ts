import { BizCode, maskName, type CorrectionListQuery, type CorrectionRow } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { withFields } from '../../lib/with-fields';
import { findMissionById } from '../mission';
import { findCorrectionPage } from './correction-list.repository';
import { type Caller, assertInScope, loadStaffScope } from '../../kernel';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The reasons organisers gave for manual entries and corrections, for review later. */
export async function loadCorrectionPage(
  deps: Deps,
  caller: Caller,
  q: CorrectionListQuery,
): Promise<{ list: CorrectionRow[]; total: number }> {
  const { db } = deps;
  const scope = await loadStaffScope(db, caller);
  const found = await findMissionById(db, q.missionId);
  if (!found) throw new BizError(BizCode.NotFound, '活动不存在');
  assertInScope(scope, found.mission.districtPath);
  const filter = {
    missionId: q.missionId,
    timeId: q.timesInfoId,
    attendanceId: q.missionServiceLogId,
  };
  const offset = (q.pageIndex - 1) * q.pageSize;
  const rows = await findCorrectionPage(db, withFields(filter, { limit: q.pageSize, offset }));
  // Past the last page no row carries the window count; one row from the start does.
  const total =
    rows[0]?.total ??
    (offset > 0
      ? ((await findCorrectionPage(db, withFields(filter, { limit: 1, offset: 0 })))[0]?.total ?? 0)
      : 0);
  return {
    list: rows.map((r) => ({
      correctionId: String(r.correction.id),
      missionServiceLogId: String(r.correction.attendanceId),
      timesInfoId: String(r.timeId),
      userid: String(r.volunteerId),
      name: maskName(r.name),
      action: r.correction.action as CorrectionRow['action'],
      oldSignInTime: iso(r.correction.oldSignInAt),
      oldSignOutTime: iso(r.correction.oldSignOutAt),
      newSignInTime: iso(r.correction.newSignInAt),
      newSignOutTime: iso(r.correction.newSignOutAt),
      reason: r.correction.reason,
      operatorName: r.operatorName,
      createdAt: r.correction.createdAt.toISOString(),
    })),
    total,
  };
}

/** The corrections made to a mission's attendance, built once by the composition root. */
export function createCorrectionListService(deps: Deps) {
  return { list: (caller: Caller, q: CorrectionListQuery) => loadCorrectionPage(deps, caller, q) };
}
