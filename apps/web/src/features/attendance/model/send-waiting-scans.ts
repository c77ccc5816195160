import { ApiError, type ApiClient } from '@zyz/client';
import {
  BizCode,
  offlineScanApiVersion,
  offlineScanAnswerSchema,
  offlineScanMaxBatch,
  type OfflineScanAnswer,
  type OfflineScanResult,
} from '@zyz/domain';
import { shiftOfWaiting } from './offline-checks';
import { announceOfflineChange } from './offline-events';
import {
  listWaitingScans,
  recordInSnapshot,
  settleScans,
  type SettledScan,
  type WaitingScan,
} from './offline-store';

export const offlineScansPath = '/volunteer/mission/attendance/offlineScans';

/** Background Sync's tag: the worker sends the queue when the browser says the network is back. */
export const offlineSyncTag = 'zyz-offline-scans';

/**
 * How a round ended. `sent`: every scan that could go went (some may be another volunteer's,
 * kept for them); `retry`: no connection, a busy server or a rate limit, try again later;
 * `outdated`: the server speaks another wire version, so this page must update first;
 * `signedOut`: the session has ended, the scans wait for the next sign-in.
 */
export type SendOutcome = 'nothing' | 'sent' | 'retry' | 'outdated' | 'signedOut';

type BatchOutcome = 'ok' | 'otherVolunteer' | Exclude<SendOutcome, 'nothing' | 'sent'>;

/** What goes up of a waiting scan: the wire form of the offline route. */
export function toWire(scan: WaitingScan) {
  return {
    clientId: scan.clientId,
    ...(scan.token ? { token: scan.token } : { timesInfoId: scan.timesInfoId, code: scan.code }),
    action: scan.action,
    ...(scan.lat !== undefined && scan.lng !== undefined ? { lat: scan.lat, lng: scan.lng } : {}),
    lastServerTime: scan.lastServerTime,
    sinceServerMs: scan.sinceServerMs,
    deviceTime: scan.deviceTime,
  };
}

function refusedAlone(scan: WaitingScan, msg: string): OfflineScanResult {
  return {
    clientId: scan.clientId,
    outcome: 'refused',
    msg,
    action: scan.action,
    subject: null,
    missionServiceLogId: null,
    signInTime: null,
    signOutTime: null,
    minutes: null,
    review: null,
  };
}

interface SendOptions {
  /** Only this volunteer's scans (the page knows who is signed in; the worker does not). */
  userId?: string;
  /** The server's time of each answer: the page's next clock anchor. */
  onServerTime?: (iso: string) => void;
}

async function sendBatch(
  client: ApiClient,
  userId: string,
  scans: WaitingScan[],
  opts: SendOptions,
): Promise<BatchOutcome> {
  let answer: OfflineScanAnswer;
  try {
    answer = await client.post(
      offlineScansPath,
      { apiVersion: offlineScanApiVersion, userid: userId, scans: scans.map(toWire) },
      { json: true, answer: offlineScanAnswerSchema },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A shape the server refuses: find the one scan it is, so the others still go.
    if (error.code === BizCode.InvalidInput) {
      if (scans.length === 1) {
        await settle(userId, scans, [refusedAlone(scans[0]!, error.message)]);
        return 'ok';
      }
      for (const scan of scans) {
        const alone = await sendBatch(client, userId, [scan], opts);
        if (alone !== 'ok') return alone;
      }
      return 'ok';
    }
    if (error.code === BizCode.Forbidden) return 'otherVolunteer';
    if (error.code === BizCode.Conflict) return 'outdated';
    if (error.status === 401 || error.code === BizCode.Unauthorized) return 'signedOut';
    return 'retry';
  }
  opts.onServerTime?.(answer.serverTime);
  await settle(userId, scans, answer.results, Date.parse(answer.serverTime));
  return 'ok';
}

/**
 * `answeredAt`: the server's time of the answer. The worker and the page may not share a clock
 * (the worker's is the device's), so when a recorded scan stops being shown is judged on the
 * server's clock (use-offline-queue.ts).
 */
async function settle(
  userId: string,
  scans: WaitingScan[],
  results: OfflineScanResult[],
  answeredAt = Number.NaN,
) {
  const settledAt = Number.isNaN(answeredAt) ? Date.now() : answeredAt;
  const byId = new Map(scans.map((s) => [s.clientId, s]));
  const settled: SettledScan[] = results.flatMap((result) => {
    const scan = byId.get(result.clientId);
    return scan ? [{ clientId: scan.clientId, userId, scan, result, settledAt }] : [];
  });
  await settleScans(settled);
  for (const { scan, result } of settled) {
    const timesInfoId = shiftOfWaiting(scan);
    if (result.outcome !== 'refused' && timesInfoId)
      await recordInSnapshot(userId, timesInfoId, result).catch(() => undefined);
  }
  announceOfflineChange();
}

/** One sender at a time across tabs and the worker: a scan is never on its way twice at once. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('zyz-offline-scans', work) : work();
}

/**
 * Sends the waiting scans, each volunteer's in the order they were made, a batch at a time.
 * The server re-checks every scan, so a round cut short and sent again records nothing twice.
 */
export function sendWaitingScans(client: ApiClient, opts: SendOptions = {}): Promise<SendOutcome> {
  return oneAtATime(async () => {
    const waiting = await listWaitingScans(opts.userId);
    if (waiting.length === 0) return 'nothing';
    const byVolunteer = new Map<string, WaitingScan[]>();
    for (const scan of waiting)
      byVolunteer.set(scan.userId, [...(byVolunteer.get(scan.userId) ?? []), scan]);
    for (const [userId, scans] of byVolunteer) {
      for (let i = 0; i < scans.length; i += offlineScanMaxBatch) {
        const outcome = await sendBatch(
          client,
          userId,
          scans.slice(i, i + offlineScanMaxBatch),
          opts,
        );
        // Another volunteer's scans wait for that volunteer's session; the rest go on.
        if (outcome === 'otherVolunteer') break;
        if (outcome !== 'ok') return outcome;
      }
    }
    return 'sent';
  });
}
