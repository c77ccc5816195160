import { BizCode, distanceMeters, type ScanQrcodeInput, type ScanResult } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import {
  insertSignIn,
  isAccepted,
  lockAttendanceOf,
  lockShiftContext,
  updateAttendance,
  type ShiftContext,
} from './attendance.repository';
import { isInsideWindow, recordServiceOf } from './attendance-credit';
import type { QrSigner } from './qr-token';
import { clock, type Caller } from '../../kernel';

const refuse = (msg: string) => new BizError(BizCode.Conflict, msg);

/** The volunteer's own scan (or typed code): checks shift, acceptance, time and place. */
export function createScanService(deps: Deps, signer: QrSigner) {
  const { db, config } = deps;

  function shiftOfInput(input: ScanQrcodeInput, now: Date): { timeId: number; method: string } {
    if (input.token) {
      const timeId = signer.verifyToken(input.token, now);
      if (timeId === null) throw new BizError(BizCode.InvalidInput, '二维码已过期，请重新扫码');
      return { timeId, method: 'qr' };
    }
    if (!signer.verifyCode(input.timesInfoId!, input.code!, now))
      throw new BizError(BizCode.InvalidInput, '签到码错误或已过期，请核对现场显示的签到码');
    return { timeId: input.timesInfoId!, method: 'code' };
  }

  function checkPlace(ctx: ShiftContext, input: ScanQrcodeInput): number | null {
    const { latitude, longitude } = ctx.mission;
    if (
      input.lat === undefined ||
      input.lng === undefined ||
      latitude === null ||
      longitude === null
    )
      return null;
    const metres = distanceMeters(
      { lat: input.lat, lng: input.lng },
      { lat: latitude, lng: longitude },
    );
    if (metres > config.attendanceRadiusMeters)
      throw refuse(
        `您距离活动地点约${metres}米，超出签到范围（${config.attendanceRadiusMeters}米）`,
      );
    return metres;
  }

  return {
    async scan(caller: Caller, input: ScanQrcodeInput): Promise<ScanResult> {
      const now = clock.now();
      const { timeId, method } = shiftOfInput(input, now);
      const volunteerId = caller.subjectId;
      return db.transaction(async (tx) => {
        const ctx = await lockShiftContext(tx, timeId);
        if (!ctx) throw new BizError(BizCode.NotFound, '活动时段不存在');
        if (ctx.mission.status === 'cancelled') throw refuse('活动已取消，不能签到或签退');
        if (!(await isAccepted(tx, timeId, volunteerId)))
          throw refuse('您未被录用参加该时段，不能签到或签退');
        if (!isInsideWindow(ctx, now, config.attendanceMarginMinutes))
          throw refuse(
            now < ctx.time.startTime
              ? `尚未到签到时间，请在时段开始前${config.attendanceMarginMinutes}分钟内签到`
              : `该时段已结束超过${config.attendanceMarginMinutes}分钟，不能再签到或签退`,
          );
        const distance = checkPlace(ctx, input);
        const subject = ctx.mission.subject;
        if (input.action === 'in') {
          const row = await insertSignIn(tx, {
            missionId: ctx.mission.id,
            timeId,
            volunteerId,
            signInAt: now,
            signInMethod: method,
            signInDistance: distance,
          });
          if (!row) throw refuse('您已签到，请勿重复签到');
          return {
            missionServiceLogId: String(row.id),
            action: 'in',
            subject,
            signInTime: row.signInAt.toISOString(),
            signOutTime: null,
            minutes: null,
          };
        }
        const current = await lockAttendanceOf(tx, timeId, volunteerId);
        if (!current) throw refuse('您尚未签到，不能签退');
        if (current.signOutAt) throw refuse('您已签退，请勿重复签退');
        const row = await updateAttendance(tx, current.id, {
          signOutAt: now,
          signOutMethod: method,
          signOutDistance: distance,
        });
        const minutes = await recordServiceOf(
          tx,
          ctx,
          { ...row, signOutAt: now },
          {
            publicitySeconds: config.publicitySeconds,
            createdBy: null,
            now,
          },
        );
        return {
          missionServiceLogId: String(row.id),
          action: 'out',
          subject,
          signInTime: row.signInAt.toISOString(),
          signOutTime: now.toISOString(),
          minutes,
        };
      });
    },
  };
}
