import {
  BizCode,
  distanceMeters,
  offlineScanApiVersion,
  offlineShiftDays,
  type OfflineReview,
  type OfflineScanAnswer,
  type OfflineScanInput,
  type OfflineScanItem,
  type OfflineScanResult,
  type OfflineShifts,
} from '@zyz/domain';
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
import { findAcceptedShiftsBetween } from './offline-scan.repository';
import { claimedScanTime, codeWindowsAround, recordedScanTime } from './offline-window';
import type { QrSigner } from './qr-token';
import { clock, type Caller } from '../../kernel';

/** A phone's estimate may run this far ahead of the server before the scan reads as invented. */
const futureSlackMs = 60_000;
const dayMs = 86_400_000;

/** One scan the server will not record; the phone shows the reason beside it and drops it. */
class Refusal extends Error {}

type Recorded = Omit<OfflineScanResult, 'clientId' | 'action'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Scans made without signal, uploaded later (issue 49). Each is checked as the online scan is,
 * at the time it was made: a genuine code of that shift, read while it was live (give or take
 * one rotation), uploaded within OFFLINE_SCAN_HOURS, by a volunteer accepted for the shift, in
 * sign-in/sign-out order. A second upload of a recorded scan answers `duplicate` and changes
 * nothing (one attendance per shift and volunteer, one record per attendance).
 */
export function createOfflineScanService(deps: Deps, signer: QrSigner) {
  const { db, config } = deps;
  const margin = config.attendanceMarginMinutes;

  /** The shift and the live window the scan read, or a refusal. */
  function codeOf(item: OfflineScanItem, claimed: number): { timeId: number; window: number } {
    if (item.token) {
      const read = signer.readToken(item.token);
      if (!read) throw new Refusal('二维码无效：不是活动现场签发的签到二维码');
      return read;
    }
    const timeId = item.timesInfoId!;
    const window = signer.windowOfCode(timeId, item.code!, codeWindowsAround(claimed));
    if (window === null) throw new Refusal('签到码与扫码时间不符，不是现场当时显示的签到码');
    return { timeId, window };
  }

  function placeOf(ctx: ShiftContext, item: OfflineScanItem) {
    const { latitude, longitude } = ctx.mission;
    if (latitude === null || longitude === null) return { distance: null, review: null };
    if (item.lat === undefined || item.lng === undefined)
      return { distance: null, review: 'noPosition' as OfflineReview };
    const distance = distanceMeters(
      { lat: item.lat, lng: item.lng },
      { lat: latitude, lng: longitude },
    );
    // Offline the phone cannot be told to come closer: kept, and shown to the organiser.
    const review: OfflineReview | null =
      distance > config.attendanceRadiusMeters ? 'outside' : null;
    return { distance, review };
  }

  async function record(volunteerId: number, item: OfflineScanItem): Promise<Recorded> {
    const now = clock.now();
    const claimed = claimedScanTime(item);
    const { timeId, window } = codeOf(item, claimed);
    const at = recordedScanTime(window, claimed);
    if (!at) throw new Refusal('扫码时间与二维码的有效时间不符，不能补交');
    if (now.getTime() - at.getTime() > config.offlineScanHours * 3_600_000)
      throw new Refusal(
        `离线扫码须在${config.offlineScanHours}小时内联网提交，这条记录已超时，请联系活动组织者补录`,
      );
    const method = item.token ? 'qr' : 'code';
    return db.transaction(async (tx): Promise<Recorded> => {
      const ctx = await lockShiftContext(tx, timeId);
      if (!ctx) throw new Refusal('活动时段不存在');
      if (ctx.mission.status === 'cancelled') throw new Refusal('活动已取消，不能签到或签退');
      if (!(await isAccepted(tx, timeId, volunteerId)))
        throw new Refusal('您未被录用参加该时段，不能签到或签退');
      if (!isInsideWindow(ctx, at, margin))
        throw new Refusal(
          `扫码时间不在可签到的时间内（时段开始前${margin}分钟至结束后${margin}分钟）`,
        );
      const { distance, review } = placeOf(ctx, item);
      const subject = ctx.mission.subject;
      if (item.action === 'in') {
        const row = await insertSignIn(tx, {
          missionId: ctx.mission.id,
          timeId,
          volunteerId,
          signInAt: at,
          signInMethod: method,
          signInDistance: distance,
          signInUploadedAt: now,
          signInReview: review,
        });
        const kept = row ?? (await lockAttendanceOf(tx, timeId, volunteerId))!;
        return {
          outcome: row ? 'accepted' : 'duplicate',
          msg: row ? '离线签到已提交' : '签到已记录，无需重复提交',
          subject,
          missionServiceLogId: String(kept.id),
          signInTime: iso(kept.signInAt),
          signOutTime: iso(kept.signOutAt),
          minutes: null,
          review: kept.signInReview as OfflineReview | null,
        };
      }
      const current = await lockAttendanceOf(tx, timeId, volunteerId);
      if (!current) throw new Refusal('您尚未签到，不能签退');
      const answer = {
        subject,
        missionServiceLogId: String(current.id),
        signInTime: iso(current.signInAt),
      };
      if (current.signOutAt)
        return {
          ...answer,
          outcome: 'duplicate',
          msg: '签退已记录，无需重复提交',
          signOutTime: iso(current.signOutAt),
          minutes: null,
          review: current.signOutReview as OfflineReview | null,
        };
      if (at < current.signInAt) throw new Refusal('签退时间早于签到时间，不能签退');
      const row = await updateAttendance(tx, current.id, {
        signOutAt: at,
        signOutMethod: method,
        signOutDistance: distance,
        signOutUploadedAt: now,
        signOutReview: review,
      });
      const minutes = await recordServiceOf(
        tx,
        ctx,
        { ...row, signOutAt: at },
        { publicitySeconds: config.publicitySeconds, createdBy: null, now },
      );
      return {
        ...answer,
        outcome: 'accepted',
        msg: '离线签退已提交',
        signOutTime: iso(at),
        minutes,
        review,
      };
    });
  }

  /** Shape problems refuse the whole upload before anything is written (the phone keeps it). */
  function assertPlausible(input: OfflineScanInput, caller: Caller): void {
    if (input.apiVersion !== offlineScanApiVersion)
      throw new BizError(BizCode.Conflict, '页面版本已更新，请刷新页面后再提交离线扫码记录');
    if (input.userid !== caller.subjectId)
      throw new BizError(
        BizCode.Forbidden,
        '这些离线扫码记录属于另一位志愿者，请用扫码时的账号登录后提交',
      );
    const latest = clock.nowMs() + futureSlackMs;
    input.scans.forEach((item, i) => {
      if (Date.parse(item.lastServerTime) > latest || claimedScanTime(item) > latest)
        throw new BizError(
          BizCode.InvalidInput,
          `第${i + 1}条离线扫码记录的扫码时间晚于当前时间，无法提交`,
        );
    });
  }

  return {
    async submit(caller: Caller, input: OfflineScanInput): Promise<OfflineScanAnswer> {
      assertPlausible(input, caller);
      const results: OfflineScanResult[] = [];
      // In order, each in its own transaction: a sign-in queued before its sign-out is
      // recorded first, and one refusal keeps the others.
      for (const item of input.scans) {
        const base = { clientId: item.clientId, action: item.action };
        try {
          results.push({ ...base, ...(await record(caller.subjectId, item)) });
        } catch (err) {
          if (!(err instanceof Refusal)) throw err;
          results.push({
            ...base,
            outcome: 'refused',
            msg: err.message,
            subject: null,
            missionServiceLogId: null,
            signInTime: null,
            signOutTime: null,
            minutes: null,
            review: null,
          });
        }
      }
      return { serverTime: clock.now().toISOString(), results };
    },

    /** The shifts of today (still open for sign-out) and the coming days, for the phone. */
    async shifts(caller: Caller): Promise<OfflineShifts> {
      const now = clock.nowMs();
      const rows = await findAcceptedShiftsBetween(
        db,
        caller.subjectId,
        new Date(now - margin * 60_000),
        new Date(now + offlineShiftDays * dayMs),
      );
      return {
        serverTime: new Date(now).toISOString(),
        list: rows.map((r) => ({
          missionId: String(r.missionId),
          timesInfoId: String(r.timeId),
          subject: r.subject,
          address: r.address,
          startTime: r.startTime.toISOString(),
          endTime: r.endTime.toISOString(),
          signInTime: iso(r.signInAt),
          signOutTime: iso(r.signOutAt),
        })),
      };
    },
  };
}
