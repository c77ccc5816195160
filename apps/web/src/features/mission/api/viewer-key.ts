import { isVolunteerInfo, useUserStore, type UserState } from '../../../stores/user-store';

/** Who is looking, for query keys of answers that carry personal fields. */
export function viewerKeyOf(s: Pick<UserState, 'token' | 'userInfo'>): string {
  if (s.token === null) return 'guest';
  if (isVolunteerInfo(s.userInfo)) return `volunteer:${s.userInfo.userId}`;
  return s.userInfo ? `org:${s.userInfo.adminId}` : 'signed-in';
}

export function useViewerKey(): string {
  return useUserStore(viewerKeyOf);
}
