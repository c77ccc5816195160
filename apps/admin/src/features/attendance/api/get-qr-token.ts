import { useQuery } from '@tanstack/react-query';
import { qrTokenSchema, type QrToken } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /manage/pc/mission/attendance/qrToken: the shift's current signed token and code. */
export async function getQrToken(timesInfoId: string): Promise<QrToken> {
  return qrTokenSchema.parse(
    await api.get<unknown>('/manage/pc/mission/attendance/qrToken', { timesInfoId }),
  );
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
      if (!data || query.state.error) return 30_000;
      return Math.max(1_000, Date.parse(data.expiresAt) - Date.now() + 300);
    },
  });
}
