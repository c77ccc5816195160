import { useEffect, useState } from 'react';
import { onOfflineChange } from '../model/offline-events';
import {
  forgetSettledScans,
  hasOfflineStore,
  readQueue,
  type SettledScan,
  type WaitingScan,
} from '../model/offline-store';
import { forgetQueued, queuedIds } from '../model/queue-marker';
import { readScanClock } from '../model/scan-clock';
import { staleRecorded } from '../model/settled-scans';

function dropOldRecorded(userId: string, settled: SettledScan[]): SettledScan[] {
  const old = staleRecorded(settled, readScanClock().estimateMs);
  if (old.length === 0) return settled;
  const ids = old.map((s) => s.clientId);
  void forgetSettledScans(ids).then(() => forgetQueued(userId, ids));
  return settled.filter((s) => !ids.includes(s.clientId));
}

export interface OfflineQueue {
  waiting: WaitingScan[];
  settled: SettledScan[];
  /** Scans this phone queued that the browser's storage no longer holds (cleared before sync). */
  lostIds: string[];
  /** The store itself could not be opened (a private window that allows none, a full disk). */
  isUnavailable: boolean;
}

const empty: OfflineQueue = { waiting: [], settled: [], lostIds: [], isUnavailable: false };

/** The volunteer's waiting and answered offline scans, kept current across tabs and the worker. */
export function useOfflineQueue(userId: string | null): OfflineQueue {
  const [queue, setQueue] = useState(empty);
  useEffect(() => {
    if (userId === null) return;
    if (!hasOfflineStore()) {
      setQueue({ ...empty, isUnavailable: true });
      return;
    }
    let isCurrent = true;
    const load = async () => {
      const ids = queuedIds(userId);
      try {
        const { waiting, settled } = await readQueue(userId);
        // Answered scans are safe on the server: only a waiting one can be lost.
        const answered = ids.filter((id) => settled.some((s) => s.clientId === id));
        if (answered.length > 0) forgetQueued(userId, answered);
        const held = new Set([...waiting, ...settled].map((s) => s.clientId));
        const lostIds = ids.filter((id) => !held.has(id));
        if (isCurrent)
          setQueue({
            waiting,
            settled: dropOldRecorded(userId, settled),
            lostIds,
            isUnavailable: false,
          });
      } catch {
        if (isCurrent) setQueue({ ...empty, lostIds: ids, isUnavailable: true });
      }
    };
    void load();
    const stop = onOfflineChange(() => void load());
    return () => {
      isCurrent = false;
      stop();
    };
  }, [userId]);
  return queue;
}
