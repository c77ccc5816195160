import {
  distanceMeters,
  type OfflineReview,
  type OfflineScanItem,
  type OfflineScanResult,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import {
  insertSignIn,
  isAccepted,
  lockAttendanceOf,
  lockShiftContext,
  updateAttendance,
  type ShiftContext,
} from './attendance.repository';
import { isInsideWindow, recordServiceOf } from './attendance-credit';
import { claimedScanTime, codeWindowsAround, recordedScanTime } from './offline-window';
import type { QrSigner } from './qr-token';
import { clock } from '../../kernel';

/** One scan the server will not record; the phone shows the reason beside it and drops it. */
export class Refusal extends Error {}

export type Recorded = Omit<OfflineScanResult, 'clientId' | 'action'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * One offline scan checked and recorded in its own transaction, as the online scan is but at the
 * time it was made; throws a Refusal for what the phone shows beside the scan.
 */
export function createOfflineRecorder(deps: Deps, signer: QrSigner) {
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

  return record;
}
