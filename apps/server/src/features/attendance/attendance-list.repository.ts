import { sql } from 'drizzle-orm';
import type { AttendanceState } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../kernel';

export interface AttendanceListRow {
  applicationId: string | null;
  attendanceId: string | null;
  volunteerId: string;
  timeId: string;
  name: string;
  mobileEnc: string | null;
  startMs: number;
  endMs: number;
  signInMs: number | null;
  signOutMs: number | null;
  signInMethod: string | null;
  signOutMethod: string | null;
  signInOffline: boolean;
  signOutOffline: boolean;
  signInReview: string | null;
  signOutReview: string | null;
  recordId: string | null;
  minutes: number | null;
  recordState: string | null;
  total: number;
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** Rows in one state only; `now` (the platform clock) parts 未开始 from 未签到. */
function stateFilter(state: AttendanceState | undefined, now: Date) {
  switch (state) {
    case 'signedIn':
      return sql`and t.sign_in_at is not null and t.sign_out_at is null`;
    case 'signedOut':
      return sql`and t.sign_out_at is not null`;
    case 'absent':
      return sql`and t.sign_in_at is null and mt.start_time <= ${now}`;
    case 'notStarted':
      return sql`and t.sign_in_at is null and mt.start_time > ${now}`;
    default:
      return sql``;
  }
}

/**
 * Everyone the organiser expects at the mission's shifts: accepted volunteers (signed in or
 * not), plus anyone who signed in and whose application was later withdrawn, so no attendance
 * is ever hidden. Shift order, then sign-in order, the absent last.
 */
export async function findAttendancePage(
  db: Executor,
  q: {
    missionId: number;
    timeId?: number;
    state?: AttendanceState;
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<AttendanceListRow[]> {
  const onShift = (alias: string) =>
    q.timeId === undefined ? sql`` : sql`and ${sql.raw(alias)}.time_id = ${q.timeId}`;
  return rowsOf<AttendanceListRow>(
    db,
    sql`
    with expected as (
      select a.id as application_id, t.id as attendance_id, a.volunteer_id, a.time_id
      from mission_applications a
      left join attendances t on t.time_id = a.time_id and t.volunteer_id = a.volunteer_id
      where a.mission_id = ${q.missionId} and a.state = 'accepted' ${onShift('a')}
      union all
      select null, t.id, t.volunteer_id, t.time_id
      from attendances t
      where t.mission_id = ${q.missionId} ${onShift('t')}
        and not exists (
          select 1 from mission_applications a
          where a.time_id = t.time_id and a.volunteer_id = t.volunteer_id and a.state = 'accepted')
    )
    select e.application_id::text as "applicationId", e.attendance_id::text as "attendanceId",
      e.volunteer_id::text as "volunteerId", e.time_id::text as "timeId",
      v.name, v.mobile_enc as "mobileEnc",
      ${epochMs('mt.start_time')} as "startMs", ${epochMs('mt.end_time')} as "endMs",
      ${epochMs('t.sign_in_at')} as "signInMs", ${epochMs('t.sign_out_at')} as "signOutMs",
      t.sign_in_method as "signInMethod", t.sign_out_method as "signOutMethod",
      (t.sign_in_uploaded_at is not null) as "signInOffline",
      (t.sign_out_uploaded_at is not null) as "signOutOffline",
      t.sign_in_review as "signInReview", t.sign_out_review as "signOutReview",
      s.id::text as "recordId", s.minutes, s.state as "recordState",
      (count(*) over ())::int as total
    from expected e
    join volunteers v on v.id = e.volunteer_id
    join mission_times mt on mt.id = e.time_id
    left join attendances t on t.id = e.attendance_id
    left join service_records s on s.attendance_id = e.attendance_id
    where true ${stateFilter(q.state, q.now)}
    order by mt.start_time, e.time_id, t.sign_in_at nulls last, e.volunteer_id
    limit ${q.limit} offset ${q.offset}`,
  );
}
