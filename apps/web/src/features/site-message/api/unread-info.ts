import { useQuery } from '@tanstack/react-query';
import { siteMsgUnreadSchema, UserType } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { isVolunteerInfo, useUserStore } from '../../../stores/user-store';
import { unreadBadgeCount, type UnreadInfo } from '../model/site-message';
import { siteMessageKey } from './site-messages';

export function fetchUnreadInfo(): Promise<UnreadInfo> {
  return api.get('/volunteer/sitemsg/unreadInfo', undefined, siteMsgUnreadSchema);
}

/**
 * The unread count for the header and the personal-center menu. Messages arrive from the
 * organiser's side, so it is read again whenever the volunteer comes back to the tab; only a
 * signed-in volunteer asks (an organiser's token would be refused).
 */
export function useUnreadCount(): number {
  const userId = useUserStore((s) =>
    s.token !== null && s.type === UserType.Volunteer && isVolunteerInfo(s.userInfo)
      ? s.userInfo.userId
      : null,
  );
  const query = useQuery({
    queryKey: [...siteMessageKey, 'unread', userId],
    queryFn: fetchUnreadInfo,
    enabled: userId !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
  });
  return userId === null ? 0 : unreadBadgeCount(query.data);
}
