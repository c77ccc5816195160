import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveAdminInfoSchema, type AdminInfo } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** GET /manage/pc/usersAdmin/preEditMyInfo: the signed-in organisation account. */
export async function getMyInfo(): Promise<AdminInfo> {
  return api.get('/manage/pc/usersAdmin/preEditMyInfo', undefined, liveAdminInfoSchema);
}

export function myInfoOptions() {
  return queryOptions({ queryKey: ['account', 'my-info'], queryFn: getMyInfo });
}

/**
 * The account, shared by header, dashboard and my-info. Its password flags are the
 * server's current word, so they replace whatever the login (here or on the portal) stored.
 */
export function useMyInfo() {
  const query = useQuery(myInfoOptions());
  const syncPasswordFlags = useSessionStore((s) => s.syncPasswordFlags);
  const info = query.data;
  useEffect(() => {
    if (info) syncPasswordFlags(info.isWeakPassword, info.isForceChangePwd);
  }, [info, syncPasswordFlags]);
  return query;
}
