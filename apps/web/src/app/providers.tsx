import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { IconProvider } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useDisplayMode } from '../lib/display-mode';
import { bindFeedback } from '../lib/feedback';
import { themeFor } from './theme';

dayjs.locale('zh-cn');

// Toasts and dialogs are rare on a first visit: their code loads after the first paint.
const FeedbackHost = lazy(async () => ({
  default: (await import('./feedback-host')).FeedbackHost,
}));

/**
 * The page text and link defaults antd's App wrapper gave (colour, size, line height, font);
 * the link colours reach global.css as custom properties.
 */
function AppText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
    '--app-link': token.colorLink,
    '--app-link-hover': token.colorLinkHover,
    '--app-link-active': token.colorLinkActive,
    '--app-text-disabled': token.colorTextDisabled,
    '--app-motion': token.motionDurationSlow,
  } as CSSProperties;
  return (
    <div className="app-root" style={style}>
      {children}
    </div>
  );
}

/**
 * The theme, locale and icon settings every React root of the portal is drawn with, in the
 * page's display mode (关怀模式, reduced motion: lib/display-mode.ts).
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(useDisplayMode())}>
      {/*
       * antd's own icon rules are already on the page (drawn by the server); the icons package
       * would add a copy while hydrating, and any new style sheet makes the browser restyle the
       * whole page in that task.
       */}
      <IconProvider value={{ zeroRuntime: true }}>{children}</IconProvider>
    </ConfigProvider>
  );
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ThemeProviders>
      <AppText>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppText>
      {/* useFeedback() in pages: calls made before the host has loaded wait for it. */}
      <Suspense fallback={null}>
        <FeedbackHost onReady={bindFeedback} />
      </Suspense>
    </ThemeProviders>
  );
}
