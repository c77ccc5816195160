import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { noDataSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../stores/session-store';
import { paths } from '../../../lib/paths';

/** GET /auth/login/loginOut revokes the presented token on the server. */
export function logout(): Promise<null> {
  return api.get('/auth/login/loginOut', undefined, noDataSchema);
}

/** Spec §4 logout: an 'exiting' loading toast, the call, clearing, then the login page. */
export function useLogout(): () => Promise<void> {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const clear = useSessionStore((s) => s.clear);
  return useCallback(async () => {
    const hide = message.loading({ content: '正在退出...', key: 'logout', duration: 50 });
    try {
      await logout();
    } catch {
      // The organiser asked to leave: a failed revoke (already expired, network down) must
      // not keep them signed in here; the token is dropped from the browser either way.
    } finally {
      hide();
      queryClient.clear();
      clear('logout');
      void navigate(paths.login, { replace: true });
    }
  }, [message, navigate, clear]);
}
