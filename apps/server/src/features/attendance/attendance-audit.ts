import type { Executor } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import { findVolunteerName, type ShiftContext } from './attendance.repository';
import { insertAudit, staffAuditOf, type StaffScope } from '../../kernel';

export interface AttendanceAudit {
  action: 'attendance.signIn' | 'attendance.signOut' | 'attendance.correct';
  shift: ShiftContext;
  volunteerId: number;
  attendanceId: number;
  reason: string;
  /** The times before and after, as the correction row keeps them. */
  detail: Record<string, string | null>;
}

/**
 * An organiser's entry of someone's hours, on the audit log in the entry's own transaction:
 * it belongs to the mission's organisation, whoever in the tree above made it.
 */
export async function auditAttendanceEntry(
  tx: Executor,
  scope: StaffScope,
  ctx: RequestContext,
  entry: AttendanceAudit,
) {
  const name = await findVolunteerName(tx, entry.volunteerId);
  await insertAudit(tx, {
    ...staffAuditOf(scope, ctx),
    districtPath: entry.shift.mission.districtPath,
    action: entry.action,
    target: `${name}（${entry.shift.mission.subject}）`,
    reason: entry.reason,
    detail: {
      ...entry.detail,
      attendanceId: entry.attendanceId,
      missionId: entry.shift.mission.id,
      timeId: entry.shift.time.id,
      volunteerId: entry.volunteerId,
    },
  });
}
