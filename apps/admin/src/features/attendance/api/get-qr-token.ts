import { useQuery } from '@tanstack/react-query';
import { qrTokenSchema, qrWindowSeconds, type QrToken } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /manage/pc/mission/attendance/qrToken: the shift's current signed token and code. */
export async function getQrToken(timesInfoId: string): Promise<QrToken> {
  return api.get('/manage/pc/mission/attendance/qrToken', { timesInfoId }, qrTokenSchema);
}

/**
 * When, by this screen's clock, the code changes and when the server stops taking it (one window
 * later). Counted from when the answer arrived, not from `expiresAt`: a projector laptop's clock
 * is often minutes off, and a slow clock would otherwise leave a dead code on the screen.
 */
export function codeDeadlines(qr: QrToken, receivedAt: number) {
  const changesAt = receivedAt + qr.refreshInSeconds * 1000;
  return { changesAt, diesAt: changesAt + qrWindowSeconds * 1000 };
}

/**
 * Asks again just after the current window ends, so the screen always shows a live code. Keeps
 * going while the tab is in the background: the screen is often a projector nobody touches.
 */
export function useQrToken(timesInfoId: string) {
  return useQuery({
    queryKey: ['attendance', 'qrToken', timesInfoId],
    queryFn: () => getQrToken(timesInfoId),
    enabled: Boolean(timesInfoId),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const data = query.state.data;
      // After a failed refresh the screen's code dies within a window: ask again soon.
      if (!data || query.state.error) return 5_000;
      const { changesAt } = codeDeadlines(data, query.state.dataUpdatedAt);
      return Math.max(1_000, changesAt - Date.now() + 300);
    },
  });
}
