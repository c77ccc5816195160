import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Result } from 'antd';
import { NotFoundResult } from '../../components/not-found-result';

/** Unknown pages show the 404; anything else (often a chunk gone after a release) asks for a reload. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundResult />;
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="网络不稳定或页面已更新，请刷新页面重试"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
