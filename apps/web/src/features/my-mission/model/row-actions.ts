import type { UserMission } from '@zyz/domain';

export interface RowActions {
  canCancel: boolean;
  canDelete: boolean;
  /** Only an accepted place is a real appointment; a finished shift is no use in a calendar. */
  canAddToCalendar: boolean;
  /** An accepted shift that is on now: sign in or out at the site. */
  canSignAttendance: boolean;
}

/**
 * The server takes sign-ins from this long before a shift to as long after it (its default
 * ATTENDANCE_MARGIN_MINUTES); outside it the entry would only lead to a refusal.
 */
const attendanceMarginMs = 60 * 60_000;

/** What a volunteer may do with one application; cancel/delete rules are the server's own flags. */
export function rowActions(row: UserMission, now: Date = new Date()): RowActions {
  return {
    canCancel: row.canCancel,
    canDelete: row.canDelete,
    canAddToCalendar: row.state === 'accepted' && new Date(row.endTime).getTime() > now.getTime(),
    canSignAttendance:
      row.state === 'accepted' &&
      now.getTime() >= new Date(row.startTime).getTime() - attendanceMarginMs &&
      now.getTime() <= new Date(row.endTime).getTime() + attendanceMarginMs,
  };
}

/** The extra line under a state tag: a waitlist place or why the organiser said no. */
export function stateNote(row: UserMission): string | null {
  if (row.state === 'waitlisted' && row.waitlistPosition !== null)
    return `候补第${row.waitlistPosition}位`;
  if (row.state === 'rejected' && row.reason) return `未录用原因：${row.reason}`;
  if (row.state === 'cancelled' && row.missionStatus === 'cancelled') return '活动已被组织方取消';
  return null;
}
