import {
  BizCode,
  type AttendanceResult,
  type CorrectAttendanceInput,
  type ManualSignInInput,
  type ManualSignOutInput,
  type QrToken,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { AttendanceRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import { lockRecordOfAttendance, updateOpenRecord } from '../service-record';
import {
  findApplicationShift,
  findAttendance,
  findShiftContext,
  insertCorrection,
  insertSignIn,
  lockAttendance,
  lockShiftContext,
  updateAttendance,
  type ShiftContext,
} from './attendance.repository';
import { auditAttendanceEntry } from './attendance-audit';
import { creditedMinutes, isInsideWindow, recordServiceOf } from './attendance-credit';
import type { QrSigner } from './qr-token';
import { assertInScope, clock, loadStaffScope, type Caller, type StaffScope } from '../../kernel';

const refuse = (msg: string) => new BizError(BizCode.Conflict, msg);
const notFound = () => new BizError(BizCode.NotFound, '签到记录不存在');
// A minute of grace for clocks: an organiser types "now" a little after the server's now.
const futureGraceMs = 60_000;

const toResult = (row: AttendanceRow, minutes: number | null): AttendanceResult => ({
  missionServiceLogId: String(row.id),
  signInTime: row.signInAt.toISOString(),
  signOutTime: row.signOutAt ? row.signOutAt.toISOString() : null,
  minutes,
});

/** The organiser's side of attendance: the QR screen, manual entries and corrections. */
export function createAttendanceManageService(deps: Deps, signer: QrSigner) {
  const { db, config } = deps;

  function checkTime(ctx: ShiftContext, at: Date, now: Date, what: string) {
    if (at.getTime() > now.getTime() + futureGraceMs) throw refuse(`${what}不能晚于当前时间`);
    if (!isInsideWindow(ctx, at, config.attendanceMarginMinutes))
      throw refuse(
        `${what}须在时段开始前${config.attendanceMarginMinutes}分钟至结束后${config.attendanceMarginMinutes}分钟之间`,
      );
  }

  /** The attendance, its shift (mission key-share locked) and the scope check, in `tx`. */
  async function lockOwnAttendance(tx: Executor, scope: StaffScope, id: number) {
    const peek = await findAttendance(tx, id);
    if (!peek) throw notFound();
    const ctx = await lockShiftContext(tx, peek.timeId);
    assertInScope(scope, ctx!.mission.districtPath);
    return { ctx: ctx!, attendance: (await lockAttendance(tx, id))! };
  }

  return {
    async qrToken(caller: Caller, timeId: number): Promise<QrToken> {
      const scope = await loadStaffScope(db, caller);
      const ctx = await findShiftContext(db, timeId);
      if (!ctx) throw new BizError(BizCode.NotFound, '活动时段不存在');
      assertInScope(scope, ctx.mission.districtPath);
      if (ctx.mission.status === 'cancelled') throw refuse('活动已取消，不能签到');
      const now = clock.now();
      const issued = signer.issue(timeId, now);
      return {
        token: issued.token,
        code: issued.code,
        expiresAt: issued.expiresAt.toISOString(),
        refreshInSeconds: Math.ceil((issued.expiresAt.getTime() - now.getTime()) / 1000),
      };
    },

    async signIn(
      caller: Caller,
      input: ManualSignInInput,
      rc: RequestContext,
    ): Promise<AttendanceResult> {
      const scope = await loadStaffScope(db, caller);
      const found = await findApplicationShift(db, input.missionPersonlId);
      if (!found) throw new BizError(BizCode.NotFound, '报名记录不存在');
      assertInScope(scope, found.districtPath);
      const now = clock.now();
      const at = input.time ?? now;
      return db.transaction(async (tx) => {
        const ctx = (await lockShiftContext(tx, found.application.timeId))!;
        // Re-read under the mission lock: a decision may have landed since the first read.
        const application = (await findApplicationShift(tx, input.missionPersonlId))!.application;
        if (application.state !== 'accepted') throw refuse('只能为已录用的志愿者签到');
        checkTime(ctx, at, now, '签到时间');
        const row = await insertSignIn(tx, {
          missionId: ctx.mission.id,
          timeId: ctx.time.id,
          volunteerId: application.volunteerId,
          signInAt: at,
          signInMethod: 'manual',
        });
        if (!row) throw refuse('该志愿者已签到，如需修改请使用时间更正');
        await insertCorrection(tx, {
          attendanceId: row.id,
          action: 'sign_in',
          newSignInAt: at,
          reason: input.reason,
          createdBy: scope.accountId,
        });
        await auditAttendanceEntry(tx, scope, rc, {
          action: 'attendance.signIn',
          shift: ctx,
          volunteerId: row.volunteerId,
          attendanceId: row.id,
          reason: input.reason,
          detail: { newSignInAt: at.toISOString() },
        });
        return toResult(row, null);
      });
    },

    async signOut(
      caller: Caller,
      input: ManualSignOutInput,
      rc: RequestContext,
    ): Promise<AttendanceResult> {
      const scope = await loadStaffScope(db, caller);
      const now = clock.now();
      const at = input.time ?? now;
      return db.transaction(async (tx) => {
        const { ctx, attendance } = await lockOwnAttendance(tx, scope, input.missionServiceLogId);
        if (attendance.signOutAt) throw refuse('该志愿者已签退，如需修改请使用时间更正');
        checkTime(ctx, at, now, '签退时间');
        if (at < attendance.signInAt) throw refuse('签退时间不能早于签到时间');
        const row = await updateAttendance(tx, attendance.id, {
          signOutAt: at,
          signOutMethod: 'manual',
        });
        const minutes = await recordServiceOf(
          tx,
          ctx,
          { ...row, signOutAt: at },
          {
            publicitySeconds: config.publicitySeconds,
            createdBy: scope.accountId,
            now,
          },
        );
        await insertCorrection(tx, {
          attendanceId: row.id,
          action: 'sign_out',
          oldSignInAt: attendance.signInAt,
          newSignOutAt: at,
          reason: input.reason,
          createdBy: scope.accountId,
        });
        await auditAttendanceEntry(tx, scope, rc, {
          action: 'attendance.signOut',
          shift: ctx,
          volunteerId: row.volunteerId,
          attendanceId: row.id,
          reason: input.reason,
          detail: { newSignOutAt: at.toISOString() },
        });
        return toResult(row, minutes);
      });
    },

    /** New times with a kept reason; a record still in publicity gets its minutes again. */
    async correct(
      caller: Caller,
      input: CorrectAttendanceInput,
      rc: RequestContext,
    ): Promise<AttendanceResult> {
      const scope = await loadStaffScope(db, caller);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { ctx, attendance } = await lockOwnAttendance(tx, scope, input.missionServiceLogId);
        const record = await lockRecordOfAttendance(tx, attendance.id);
        if (record?.state === 'final') throw refuse('该时长已公示期满并计入，不能再更正');
        if (record?.state === 'void') throw refuse('该时长已作废，不能再更正');
        const signInAt = input.signInTime ?? attendance.signInAt;
        const signOutAt = input.signOutTime ?? attendance.signOutAt;
        if (input.signInTime) checkTime(ctx, signInAt, now, '签到时间');
        if (input.signOutTime) checkTime(ctx, input.signOutTime, now, '签退时间');
        if (signOutAt && signOutAt < signInAt) throw refuse('签退时间不能早于签到时间');
        const row = await updateAttendance(tx, attendance.id, {
          signInAt,
          signOutAt,
          ...(input.signOutTime && !attendance.signOutAt ? { signOutMethod: 'manual' } : {}),
        });
        let minutes: number | null = null;
        if (signOutAt && record) {
          minutes = creditedMinutes(signInAt, signOutAt, ctx.time.creditMinutes);
          await updateOpenRecord(tx, record.id, { minutes, occurredAt: signInAt });
        } else if (signOutAt) {
          minutes = await recordServiceOf(
            tx,
            ctx,
            { ...row, signOutAt },
            {
              publicitySeconds: config.publicitySeconds,
              createdBy: scope.accountId,
              now,
            },
          );
        }
        await insertCorrection(tx, {
          attendanceId: row.id,
          action: 'correct',
          oldSignInAt: attendance.signInAt,
          oldSignOutAt: attendance.signOutAt,
          newSignInAt: signInAt,
          newSignOutAt: signOutAt,
          reason: input.reason,
          createdBy: scope.accountId,
        });
        await auditAttendanceEntry(tx, scope, rc, {
          action: 'attendance.correct',
          shift: ctx,
          volunteerId: row.volunteerId,
          attendanceId: row.id,
          reason: input.reason,
          detail: {
            oldSignInAt: attendance.signInAt.toISOString(),
            oldSignOutAt: attendance.signOutAt?.toISOString() ?? null,
            newSignInAt: signInAt.toISOString(),
            newSignOutAt: signOutAt?.toISOString() ?? null,
          },
        });
        return toResult(row, minutes);
      });
    },
  };
}
