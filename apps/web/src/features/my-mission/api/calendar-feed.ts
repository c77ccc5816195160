import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { myMissionKey } from './user-missions';

const feedKey = (userId: string) => [...myMissionKey, 'calendarFeed', userId];

export function fetchCalendarFeed(reset: boolean): Promise<CalendarFeed> {
  return api.get('/volunteer/mission/calendarFeed', reset ? { reset: 1 } : {}, calendarFeedSchema);
}

/** Asked for only when the subscribe dialog opens: the URL is a secret, not page furniture. */
export function useCalendarFeed(userId: string | null, isOpen: boolean) {
  return useQuery({
    queryKey: feedKey(userId ?? ''),
    queryFn: () => fetchCalendarFeed(false),
    enabled: userId !== null && isOpen,
  });
}

export function useResetCalendarFeed(userId: string | null) {
  const queryClient = useQueryClient();
  const key = feedKey(userId ?? '');
  return useMutation({
    // A read of the address still under way was answered before the reset: landing after it,
    // it would show the address the reset has just ended.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    mutationFn: () => fetchCalendarFeed(true),
    onSuccess: (feed) => queryClient.setQueryData(key, feed),
  });
}
