import {
  BizCode,
  offlineScanApiVersion,
  offlineShiftDays,
  type OfflineScanAnswer,
  type OfflineScanInput,
  type OfflineScanResult,
  type OfflineShifts,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { createOfflineRecorder, Refusal } from './offline-record';
import { findAcceptedShiftsBetween } from './offline-scan.repository';
import { claimedScanTime } from './offline-window';
import type { QrSigner } from './qr-token';
import { clock, type Caller } from '../../kernel';

/** A phone's estimate may run this far ahead of the server before the scan reads as invented. */
const futureSlackMs = 60_000;
const dayMs = 86_400_000;

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
  const record = createOfflineRecorder(deps, signer);

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
