import { isVolunteerInfo, useUserStore } from '../../../stores/user-store';

/** Who is looking, for query keys of answers that carry personal fields. */
export function useViewerKey(): string {
  return useUserStore((s) => {
    if (s.token === null) return 'guest';
    if (isVolunteerInfo(s.userInfo)) return `volunteer:${s.userInfo.userId}`;
    return s.userInfo ? `org:${s.userInfo.adminId}` : 'signed-in';
  });
}
