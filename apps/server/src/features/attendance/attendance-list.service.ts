import {
  BizCode,
  formatLiveDateTime,
  maskMobile,
  maskName,
  type AttendanceListQuery,
  type AttendanceRow,
  type LiveAttendancePage,
  type LiveAttendanceRow,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { withFields } from '../../lib/with-fields';
import { findMissionById } from '../mission';
import { findShiftContext } from './attendance.repository';
import { findAttendancePage, type AttendanceListRow } from './attendance-list.repository';
import { type Caller, assertInScope, clock, loadStaffScope } from '../../kernel';

const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Not signed in is 未开始 until the shift begins, 未签到 from then on (docs/wire-compat.md). */
const attendanceStateOf = (r: AttendanceListRow, nowMs: number): AttendanceRow['state'] =>
  r.signOutMs !== null
    ? 'signedOut'
    : r.signInMs !== null
      ? 'signedIn'
      : r.startMs > nowMs
        ? 'notStarted'
        : 'absent';

/** One page of the attendance list, after the scope check; names and mobiles masked. */
export async function loadAttendancePage(
  deps: Deps,
  caller: Caller,
  q: AttendanceListQuery,
): Promise<{ subject: string; districtPath: string; list: LiveAttendanceRow[]; total: number }> {
  const { db, cipher } = deps;
  const scope = await loadStaffScope(db, caller);
  const found = await findMissionById(db, q.missionId);
  if (!found) throw new BizError(BizCode.NotFound, '活动不存在');
  assertInScope(scope, found.mission.districtPath);
  if (q.timesInfoId !== undefined) {
    const shift = await findShiftContext(db, q.timesInfoId);
    if (!shift || shift.mission.id !== q.missionId)
      throw new BizError(BizCode.NotFound, '活动时段不存在');
  }
  const now = clock.now();
  const page = {
    missionId: q.missionId,
    timeId: q.timesInfoId,
    state: q.state,
    now,
    limit: q.pageSize,
  };
  const offset = (q.pageIndex - 1) * q.pageSize;
  const rows = await findAttendancePage(db, withFields(page, { offset }));
  // Past the last page no row carries the window count; one more row from the start does.
  const total =
    rows[0]?.total ??
    (offset > 0
      ? ((await findAttendancePage(db, withFields(page, { limit: 1, offset: 0 })))[0]?.total ?? 0)
      : 0);
  return {
    subject: found.mission.subject,
    districtPath: found.mission.districtPath,
    list: rows.map((r) => toAttendanceRow(r, (v) => cipher.decrypt(v), now)),
    total,
  };
}

/**
 * The list as the console call answers it: our `list`/`total`, and the same page again in the
 * live platform's `page.records`/`page.total` form that existing tools read.
 */
export async function answerAttendanceList(
  deps: Deps,
  caller: Caller,
  q: AttendanceListQuery,
): Promise<LiveAttendancePage> {
  const { list, total } = await loadAttendancePage(deps, caller, q);
  const pages = Math.ceil(total / q.pageSize);
  return {
    list,
    total,
    page: { records: list, total, current: q.pageIndex, size: q.pageSize, pages },
  };
}

function toAttendanceRow(
  r: AttendanceListRow,
  decrypt: (v: string) => string,
  now: Date,
): LiveAttendanceRow {
  const row = toOurRow(r, decrypt, now);
  // The live platform's names beside ours (docs/wire-compat.md).
  return {
    ...row,
    userName: row.name,
    startDatetime: r.signInMs === null ? null : formatLiveDateTime(new Date(r.signInMs)),
    endDatetime: r.signOutMs === null ? null : formatLiveDateTime(new Date(r.signOutMs)),
    checkOutMode: r.signOutMs === null ? null : (r.signOutMethod ?? 'manual'),
  };
}

function toOurRow(r: AttendanceListRow, decrypt: (v: string) => string, now: Date): AttendanceRow {
  return {
    missionServiceLogId: r.attendanceId,
    missionPersonlId: r.applicationId,
    userid: r.volunteerId,
    name: maskName(r.name),
    mobile: maskMobile(r.mobileEnc ? decrypt(r.mobileEnc) : ''),
    timesInfoId: r.timeId,
    startTime: isoOf(r.startMs)!,
    endTime: isoOf(r.endMs)!,
    state: attendanceStateOf(r, now.getTime()),
    signInTime: isoOf(r.signInMs),
    signOutTime: isoOf(r.signOutMs),
    signInMethod: r.signInMethod,
    signOutMethod: r.signOutMethod,
    minutes: r.minutes,
    recordId: r.recordId,
    recordState: r.recordState as AttendanceRow['recordState'],
    // Times from a scan made without signal (issue 49): 离线签到 / 离线签退 on the list.
    signInOffline: r.signInOffline === true,
    signOutOffline: r.signOutOffline === true,
    signInReview: r.signInReview as AttendanceRow['signInReview'],
    signOutReview: r.signOutReview as AttendanceRow['signOutReview'],
  };
}

/** 签到签退名单 for the console, built once by the composition root. */
export function createAttendanceListService(deps: Deps) {
  return {
    list: (caller: Caller, q: AttendanceListQuery) => answerAttendanceList(deps, caller, q),
  };
}
