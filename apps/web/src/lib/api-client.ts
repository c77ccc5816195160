import { createApiClient, type ApiClient } from '@zyz/client';
import { useUserStore } from '../stores/user-store';
import { getOrgToken, getUserToken } from '@zyz/client';
import { hideLoading, showWarning } from './feedback';

export { ApiError, randomXc } from '@zyz/client';

/**
 * Spec §8 "exempt paths": calls whose callers read the failure themselves (step checks
 * during registration, QR attendance, lookups), so no toast is raised for them. The mission
 * detail is added to the spec's list for the same reason.
 */
const exemptPaths = [
  '/auth/findpwd/checkMobile/',
  '/auth/findpwd/checkEmail/',
  '/manage/weixin/usersAdmin/getDetectStatus',
  '/volunteer/mission/attendance/scanQrcode',
  // Without signal the scan page falls back to the phone's snapshot and queue (issue 49).
  '/volunteer/mission/attendance/offlineShifts',
  '/volunteer/mission/attendance/offlineScans',
  '/volunteer/mission/accordApply',
  '/volunteer/bankCard/inspectHasIdcardPic',
  '/volunteer/register/registerSummit',
  '/home/index/district/listOrg',
  // The detail page shows its own not-found and retry states; a toast on top says it twice.
  '/home/mission/info/missionDetails',
  // Article and organisation pages show their own not-found state too.
  '/home/site/article/detail',
  '/home/org/detail',
];

/** Statuses whose envelope msg says more than the generic text (rate limit, too large). */
const explainedStatuses = new Set([413, 429]);

function onHttpError(status: number, serverMsg?: string): void {
  hideLoading();
  // Without a connection every call fails at once: the pages say so themselves (the scan page
  // keeps scans on the phone), a toast per call would only repeat it.
  if (status === 0 && typeof navigator !== 'undefined' && !navigator.onLine) return;
  // The main client treats 401 and 404 as a lost session (spec §4, §8).
  if (status === 401 || status === 404) {
    useUserStore.getState().clearLoginInfo();
    return;
  }
  showWarning(
    explainedStatuses.has(status) && serverMsg ? serverMsg : '服务加载中，请刷新页面重试',
  );
}

/**
 * An answer that fails its schema is a deployment or proxy fault, not the user's: it is logged
 * for whoever reads the console (the server has no endpoint for client reports) and the page
 * that asked shows 数据格式有误 itself, so no toast is added here.
 */
export function reportMalformedAnswer(path: string, problem: string): void {
  console.error(`[api] 数据格式有误: ${path}: ${problem}`);
}

function build(getToken: () => string | null): ApiClient {
  return createApiClient({
    getToken,
    exemptPaths,
    onHttpError,
    onBizError: (msg) => showWarning(msg),
    onMalformed: reportMalformedAnswer,
  });
}

/** The portal's client: carries the volunteer (user) token. */
export const api = build(getUserToken);

/** For the few portal calls made as an organisation (restoring an organiser's session, logout). */
export const orgApi = build(getOrgToken);
