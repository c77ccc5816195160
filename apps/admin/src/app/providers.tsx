import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { queryClient } from '../lib/query-client';
import { bindMessage } from '../lib/feedback';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { theme } from './theme';

dayjs.locale('zh-cn');

function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    bindMessage(message);
  }, [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  // Asked for by the system: antd's own switch, so its pop-ups open in place without moving
  // (a stylesheet stopping every animation left rc-motion's pickers placed off screen).
  const isReducedMotion = useReducedMotion();
  const themed = useMemo(
    () => (isReducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [isReducedMotion],
  );
  return (
    <ConfigProvider locale={zhCN} theme={themed}>
      {/* Spec §9: toasts last 3 s and only one shows at a time; notices sit top-right. */}
      <App message={{ maxCount: 1, duration: 3 }} notification={{ placement: 'topRight' }}>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
