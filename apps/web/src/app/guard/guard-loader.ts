import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadVolunteerInfo } from '../../features/account/api/user-info';
import { restoreSession } from '../../features/account/session';
import { getOrgToken, getUserToken, isForceChangePwdFlagged } from '@zyz/client';
import { alertWarning } from '../../lib/feedback';
import { isVolunteerInfo, useUserStore } from '../../stores/user-store';
import { metaForPath } from '../route-meta';
import { decideNavigation, type GuardState } from './decide-navigation';

export const FORCE_CHANGE_MESSAGE =
  '您的密码存在安全风险，系统要求您立即修改密码，以确保账户安全。';

function readState(hasTriedUserInfo: boolean): GuardState {
  const { userInfo } = useUserStore.getState();
  return {
    hasOrgToken: getOrgToken() !== null,
    hasUserToken: getUserToken() !== null,
    isForceChangePwd: isForceChangePwdFlagged(),
    hasUserInfo: userInfo !== null,
    isLoggedOff: isVolunteerInfo(userInfo) && userInfo.logoffSate === 'true',
    hasTriedUserInfo,
  };
}

/**
 * Spec §4 guard, run by the root route's loader before every navigation commits
 * (the root opts into revalidation on each navigation). Cookies are read afresh each
 * time: another tab, or the console, may have signed in or out.
 */
export function createGuardLoader(routes: () => RouteObject[]) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await restoreSession();
    const url = new URL(request.url);
    const route = { name: metaForPath(routes(), url.pathname)?.name, pathname: url.pathname };
    let decision = decideNavigation(readState(false), route);
    if (decision.kind === 'load-user-info') {
      await loadVolunteerInfo();
      decision = decideNavigation(readState(true), route);
    }
    switch (decision.kind) {
      case 'proceed':
        if (decision.clearUserInfo) useUserStore.getState().clearUserInfo();
        return null;
      case 'redirect':
        if (decision.clearUserInfo) useUserStore.getState().clearUserInfo();
        throw redirect(decision.to);
      case 'force-change-password':
        await alertWarning('安全提示', FORCE_CHANGE_MESSAGE);
        if (decision.isFullPageLoad) {
          window.location.assign(decision.to);
          // The page is being replaced; never settle so nothing renders meanwhile.
          return new Promise<null>(() => undefined);
        }
        throw redirect(decision.to);
      case 'load-user-info':
        return null;
    }
  };
}
