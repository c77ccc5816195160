import type { Executor } from '../../db/client';
import type { AttendanceRow } from '../../db/schema/index';
import { insertServiceRecords } from '../service-record';
import type { ShiftContext } from './attendance.repository';

const minuteMs = 60_000;

/** Whole minutes between sign-in and sign-out, never more than the shift credits. */
export function creditedMinutes(signIn: Date, signOut: Date, creditMinutes: number): number {
  const served = Math.floor((signOut.getTime() - signIn.getTime()) / minuteMs);
  return Math.max(0, Math.min(served, creditMinutes));
}

/** Sign-in and sign-out are taken from `margin` minutes before the start to as long after the end. */
export function isInsideWindow(ctx: ShiftContext, at: Date, marginMinutes: number): boolean {
  const margin = marginMinutes * minuteMs;
  const t = at.getTime();
  return t >= ctx.time.startTime.getTime() - margin && t <= ctx.time.endTime.getTime() + margin;
}

/**
 * The service record of a completed attendance, in publicity until `publicitySeconds` from now.
 * Occurred at the sign-in; recorded by the shift's organisation.
 */
export async function recordServiceOf(
  tx: Executor,
  ctx: ShiftContext,
  attendance: AttendanceRow & { signOutAt: Date },
  opts: { publicitySeconds: number; createdBy: number | null; now: Date },
): Promise<number> {
  const minutes = creditedMinutes(
    attendance.signInAt,
    attendance.signOutAt,
    ctx.time.creditMinutes,
  );
  await insertServiceRecords(tx, [
    {
      volunteerId: attendance.volunteerId,
      missionId: ctx.mission.id,
      timeId: ctx.time.id,
      attendanceId: attendance.id,
      kind: 'service',
      minutes,
      occurredAt: attendance.signInAt,
      state: 'publicity',
      publicityEndsAt: new Date(opts.now.getTime() + opts.publicitySeconds * 1000),
      districtId: ctx.mission.districtId,
      createdBy: opts.createdBy,
    },
  ]);
  return minutes;
}
