import { create } from 'zustand';
import { saveSecure } from '@zyz/client';
import {
  CookieKey,
  UserType,
  type AdminInfo,
  type CurrentUser,
  type UserDistrict,
} from '@zyz/domain';
import {
  clearLoginInfo as clearLoginInfoStorage,
  getOrgToken,
  getStoredUserType,
  getUserToken,
  isWeakPasswordFlagged,
} from '@zyz/client';

/** Service figures shown on Home and in the personal center; minutes as the server counts them. */
export interface ServiceTimeDTO {
  serviceTime: number;
  trainingTime: number;
}

/** A volunteer's record, or an organisation account's when `type` is 2. */
export type SessionUser = CurrentUser | AdminInfo;

export interface UserState {
  token: string | null;
  userInfo: SessionUser | null;
  type: UserType | null;
  isWeakPasswordDialogOpen: boolean;
  cardStatus: string | null;
  userDistricts: UserDistrict[];
  /** Hours as decimal strings ("12.50"), from /volunteer/info/userInfo. */
  serviceTimeBD: string | null;
  trainingTimeBD: string | null;
  applyCounts: number | null;
  bdServiceTimeDTO: ServiceTimeDTO | null;
}

interface UserActions {
  setVolunteer(info: {
    user: CurrentUser;
    districts: UserDistrict[];
    serviceTimeBD: string;
    trainingTimeBD: string;
  }): void;
  setOrganizer(info: AdminInfo): void;
  setServiceTime(dto: ServiceTimeDTO): void;
  setApplyCounts(count: number): void;
  setWeakPasswordDialogOpen(open: boolean): void;
  /** Re-reads tokens and flags written by a login. */
  syncFromStorage(): void;
  clearUserInfo(): void;
  clearLoginInfo(): void;
}

function readSession(): Pick<UserState, 'token' | 'type' | 'isWeakPasswordDialogOpen'> {
  const orgToken = getOrgToken();
  const userToken = getUserToken();
  const type =
    getStoredUserType() ?? (orgToken ? UserType.Organizer : userToken ? UserType.Volunteer : null);
  return {
    token: orgToken ?? userToken,
    type,
    isWeakPasswordDialogOpen: (orgToken ?? userToken) !== null && isWeakPasswordFlagged(),
  };
}

const emptyProfile = {
  userInfo: null,
  cardStatus: null,
  userDistricts: [],
  serviceTimeBD: null,
  trainingTimeBD: null,
  applyCounts: null,
  bdServiceTimeDTO: null,
} satisfies Partial<UserState>;

// The record is kept between visits with its sensitive fields sealed (spec §3).
function persistUserInfo(info: SessionUser): void {
  void saveSecure(CookieKey.UserInfo, info).catch(() => undefined);
}

/**
 * The store starts as a visitor's, whatever the cookies say; the guard reads the session
 * (`restoreSession`) before a page drawn in the browser renders, and right after a server-drawn
 * one has hydrated. React hydrates a server-drawn page from the
 * store's starting state, not its current one (zustand's server snapshot), and the server drew
 * the page for a visitor: a starting state read from the cookies drew a signed-in header over
 * the visitor's one and React threw the page away (#418).
 */
export const useUserStore = create<UserState & UserActions>()((set) => ({
  token: null,
  type: null,
  isWeakPasswordDialogOpen: false,
  ...emptyProfile,
  setVolunteer: ({ user, districts, serviceTimeBD, trainingTimeBD }) => {
    persistUserInfo(user);
    set({
      userInfo: user,
      type: UserType.Volunteer,
      cardStatus: user.cardStatus,
      userDistricts: districts,
      serviceTimeBD,
      trainingTimeBD,
    });
  },
  setOrganizer: (info) => {
    persistUserInfo(info);
    set({ userInfo: info, type: UserType.Organizer });
  },
  setServiceTime: (dto) => set({ bdServiceTimeDTO: dto }),
  setApplyCounts: (count) => set({ applyCounts: count }),
  setWeakPasswordDialogOpen: (open) => set({ isWeakPasswordDialogOpen: open }),
  syncFromStorage: () => set(readSession()),
  clearUserInfo: () => set(emptyProfile),
  clearLoginInfo: () => {
    clearLoginInfoStorage();
    set({ ...emptyProfile, ...readSession() });
  },
}));

export function isVolunteerInfo(info: SessionUser | null): info is CurrentUser {
  return info !== null && 'userId' in info;
}

/** The signed-in volunteer's id, or null for a guest or an organiser: keys their own lists. */
export function useVolunteerId(): string | null {
  return useUserStore((s) => (isVolunteerInfo(s.userInfo) ? s.userInfo.userId : null));
}
