import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { bindFeedback } from '../lib/feedback';
import { theme } from './theme';

dayjs.locale('zh-cn');

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A refused call (business code or HTTP status) will refuse again; only retry network drops.
      retry: (count, error) => count < 2 && error instanceof ApiError && error.status === 0,
      refetchOnWindowFocus: false,
    },
  },
});

/** Hands the App's message/modal/notification to code outside React (API client, guard). */
function FeedbackBinder() {
  const app = App.useApp();
  bindFeedback(app);
  return null;
}

/** nprogress draws its own bar; colour it from the theme instead of its default blue. */
function ProgressBarStyle() {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const style = document.createElement('style');
    style.textContent = `#nprogress .bar{background:${token.colorPrimary};height:3px}#nprogress .peg{box-shadow:0 0 10px ${token.colorPrimary},0 0 5px ${token.colorPrimary}}`;
    document.head.appendChild(style);
    return () => style.remove();
  }, [token.colorPrimary]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App message={{ maxCount: 3 }} notification={{ placement: 'topRight' }}>
        <FeedbackBinder />
        <ProgressBarStyle />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
