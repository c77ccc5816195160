import { createApiClient, getOrgToken } from '@zyz/client';
import { mfaEnrolFirstMessage } from '@zyz/domain';
import { useSessionStore } from '../stores/session-store';
import { queryClient } from './query-client';
import { showWarning } from './feedback';

const serviceLoadingText = '服务加载中，请刷新页面重试';

/**
 * The console's one API client (spec §8, admin variant): a business failure shows the
 * server's msg once as a warning (12022 and 12027 included), and a session that must first
 * enrol a second factor is marked so; HTTP 401 ends the session and
 * the guard sends the organiser to login; any other HTTP error, 404 included, keeps the
 * session and shows the generic text.
 */
/**
 * An answer that fails its schema is a deployment or proxy fault: it is logged (the server has no
 * endpoint for client reports) and the page that asked shows 数据格式有误, so no toast here.
 */
export function reportMalformedAnswer(path: string, problem: string): void {
  console.error(`[api] 数据格式有误: ${path}: ${problem}`);
}

export const api = createApiClient({
  // Read the cookie on every call: the portal may have replaced the token in another tab.
  getToken: () => getOrgToken(),
  onBizError: (msg) => {
    // The session may only enrol a second factor (a sign-in elsewhere, say the portal's, did
    // not say so): the guard keeps the organiser on 两步验证 from here on.
    if (msg === mfaEnrolFirstMessage) useSessionStore.getState().setMustEnrolMfa(true);
    showWarning(msg);
  },
  onHttpError: (status, serverMsg) => {
    if (status === 401) {
      queryClient.clear();
      useSessionStore.getState().clear('expired');
      return;
    }
    // A rate limit or an oversize upload says what happened; anything else gets the generic text.
    showWarning((status === 429 || status === 413) && serverMsg ? serverMsg : serviceLoadingText);
  },
  onMalformed: reportMalformedAnswer,
});
