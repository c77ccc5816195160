import { useQuery } from '@tanstack/react-query';
import {
  currentUserSchema,
  liveAdminInfoSchema,
  volunteerInfoSchema,
  type AdminInfo,
  type CurrentUser,
  type VolunteerInfo,
} from '@zyz/domain';
import { api, orgApi } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

export function fetchVolunteerInfo(): Promise<VolunteerInfo> {
  return api.get('/volunteer/info/userInfo', undefined, volunteerInfoSchema);
}

export function fetchCurrentUser(): Promise<CurrentUser> {
  return api.get('/volunteer/user/current', undefined, currentUserSchema);
}

/** The organisation account; sent with the organisation token (spec §6). */
export function fetchAdminInfo(): Promise<AdminInfo> {
  return orgApi.get('/manage/pc/usersAdmin/preEditMyInfo', undefined, liveAdminInfoSchema);
}

/** Loads the signed-in volunteer into the store; null when the load fails (spec §8). */
export async function loadVolunteerInfo(): Promise<CurrentUser | null> {
  try {
    const [info, current] = await Promise.all([fetchVolunteerInfo(), fetchCurrentUser()]);
    useUserStore.getState().setVolunteer({
      user: current,
      districts: info.usersDistricts,
      serviceTimeBD: info.serviceTimeBD,
      trainingTimeBD: info.trainingTimeBD,
    });
    return current;
  } catch {
    return null;
  }
}

export async function loadOrganizerInfo(): Promise<AdminInfo | null> {
  try {
    const info = await fetchAdminInfo();
    useUserStore.getState().setOrganizer(info);
    return info;
  } catch {
    return null;
  }
}

/** The personal center reads the profile afresh; the store copy may be a visit old. */
// Keyed by the volunteer, so a second person signing in on the same device never sees the first's data.
export function useVolunteerInfo(userId: string | null) {
  return useQuery({
    queryKey: ['account', 'volunteerInfo', userId],
    queryFn: fetchVolunteerInfo,
    enabled: userId !== null,
  });
}
