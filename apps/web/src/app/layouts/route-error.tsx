import { lazy, Suspense } from 'react';
import { Button, Flex, theme } from 'antd';
import { PageLoading } from '../../components/page-loading';

// antd's Result carries three large illustrations; errors are rare, so they load on demand.
// When that load fails too (the release that removed the failed page's chunk removed this
// one as well), a plain reload prompt stands in.
const RouteErrorView = lazy(() =>
  import('./route-error-view').then(
    (module) => ({ default: module.RouteErrorView }),
    () => ({ default: PlainReloadPrompt }),
  ),
);

function PlainReloadPrompt() {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap="middle"
      style={{ padding: `${token.paddingXL}px ${token.padding}px`, textAlign: 'center' }}
    >
      <div style={{ fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>
        页面加载失败
      </div>
      <div style={{ color: token.colorTextSecondary }}>网络不稳定或页面已更新，请刷新页面重试</div>
      <Button type="primary" onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </Flex>
  );
}

export function RouteError() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteErrorView />
    </Suspense>
  );
}
