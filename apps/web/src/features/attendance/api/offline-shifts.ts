import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineShiftsSchema, type OfflineShift } from '@zyz/domain';
import { api, ApiError } from '../../../lib/api-client';
import { readShiftSnapshot, saveShiftSnapshot } from '../model/offline-store';
import { noteServerTime } from '../model/scan-clock';

export const offlineShiftsPath = '/volunteer/mission/attendance/offlineShifts';

/** The coming shifts, from the server when it answers, else from the snapshot kept on the phone. */
export interface ShiftsView {
  list: OfflineShift[];
  /** The server's time when the list was read. */
  savedAt: string;
  isSnapshot: boolean;
}

/**
 * Reads the volunteer's shifts of today and the coming 7 days, keeps them on the phone for a
 * place without signal, and takes the server's time as the scan clock's anchor.
 */
export async function fetchShiftsView(userId: string): Promise<ShiftsView> {
  try {
    const answer = await api.get(offlineShiftsPath, undefined, offlineShiftsSchema);
    noteServerTime(answer.serverTime);
    await saveShiftSnapshot({ userId, savedAt: answer.serverTime, list: answer.list }).catch(
      () => undefined,
    );
    return { list: answer.list, savedAt: answer.serverTime, isSnapshot: false };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    const kept = await readShiftSnapshot(userId).catch(() => null);
    if (!kept) throw error;
    return { list: kept.list, savedAt: kept.savedAt, isSnapshot: true };
  }
}

export const shiftsViewOptions = (userId: string) =>
  queryOptions({
    queryKey: ['attendance', 'offline-shifts', userId],
    queryFn: () => fetchShiftsView(userId),
    // Without signal the query still runs: it answers from the snapshot.
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });

/** Keyed by the volunteer, so a second person on the same phone never sees the first's shifts. */
export function useShiftsView(userId: string | null) {
  return useQuery({ ...shiftsViewOptions(userId ?? ''), enabled: userId !== null });
}
