import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  serviceTimeSchema,
  usersStaticSchema,
  type ServiceTime,
  type UsersStatic,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

/** Service and training minutes, read from the server's counters. */
export async function refreshServiceTime(): Promise<ServiceTime> {
  const dto = await api.get(
    '/volunteer/dataHandle/refreshUserStaticServiceTime',
    undefined,
    serviceTimeSchema,
  );
  useUserStore.getState().setServiceTime(dto);
  return dto;
}

export async function fetchUsersStatic(): Promise<UsersStatic> {
  const stats = await api.get('/volunteer/center/static/usersStatic', undefined, usersStaticSchema);
  useUserStore.getState().setApplyCounts(stats.applyCounts);
  return stats;
}

export const serviceTimeOptions = (userId: string) =>
  queryOptions({ queryKey: ['account', 'serviceTime', userId], queryFn: refreshServiceTime });

export const usersStaticOptions = (userId: string) =>
  queryOptions({ queryKey: ['account', 'usersStatic', userId], queryFn: fetchUsersStatic });

/** Disabled until a volunteer is known, so anonymous visitors make no call. */
export function useServiceTime(userId: string | null) {
  return useQuery({ ...serviceTimeOptions(userId ?? ''), enabled: userId !== null });
}

export function useUsersStatic(userId: string | null) {
  return useQuery({ ...usersStaticOptions(userId ?? ''), enabled: userId !== null });
}
