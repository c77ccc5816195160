import { Button, Result } from 'antd';

/**
 * A route that failed to render or load. After a deployment the old page chunks are gone,
 * and a reload fetches the new ones, so the one action offered is a reload.
 */
export function RouteError() {
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="服务加载中，请刷新页面重试"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
