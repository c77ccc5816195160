import { loadSecure } from '@zyz/client';
import { CookieKey } from '@zyz/domain';
import { getOrgToken, getUserToken } from '@zyz/client';
import { UserType } from '@zyz/domain';
import { paths } from '../../lib/paths';
import { hideLoading, notifySuccess, showLoading } from '../../lib/feedback';
import { useUserStore, type SessionUser } from '../../stores/user-store';
import { logoutSession } from './api/logout';
import { refreshServiceTime } from './api/service-stats';
import { loadOrganizerInfo, loadVolunteerInfo } from './api/user-info';
import { adoptAccountCareMode } from './care-mode';

let restoring: Promise<void> | null = null;

/**
 * Spec §4 session restore, once per page load: the organiser's account or the volunteer's
 * info and service time. The sealed copy from the last visit fills the store first, so a
 * slow or failed request still leaves the header showing who is signed in.
 */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const store = useUserStore.getState();
    store.syncFromStorage();
    const isOrg = getOrgToken() !== null;
    if (!isOrg && getUserToken() === null) return;
    const saved = await loadSecure<SessionUser>(CookieKey.UserInfo);
    if (saved && useUserStore.getState().userInfo === null)
      useUserStore.setState({ userInfo: saved });
    if (isOrg) {
      await loadOrganizerInfo();
      return;
    }
    const [user] = await Promise.all([loadVolunteerInfo(), refreshServiceTime().catch(() => null)]);
    // 关怀模式 was switched on another of the volunteer's devices: this one follows.
    if (user && adoptAccountCareMode(user)) window.location.reload();
  })();
  return restoring;
}

// The logout call usually answers in a few milliseconds: without a floor the 'exiting' toast
// flashed too briefly to read, and signing out looked like nothing happened.
const exitingMinMs = 600;

/** Spec §4 logout: an 'exiting' toast, the logout call, local sign-out, then `to`. */
export async function signOut(go: (to: string) => void, to = '/'): Promise<void> {
  showLoading('正在退出...');
  const shown = new Promise((resolve) => setTimeout(resolve, exitingMinMs));
  await Promise.all([
    // Signing out locally must succeed even when the server cannot be reached.
    logoutSession(useUserStore.getState().type).catch(() => null),
    shown,
  ]);
  hideLoading();
  useUserStore.getState().clearLoginInfo();
  go(to);
}

/**
 * After a weak or forced password change the server has revoked every session of the
 * account (spec §4): say so, sign out locally and open the matching login page.
 */
export function finishPasswordChange(type: UserType, go: (to: string) => void): void {
  notifySuccess('密码修改成功，请重新登录');
  useUserStore.getState().clearLoginInfo();
  go(type === UserType.Organizer ? paths.organizationLogin : paths.volunteerLogin);
}
