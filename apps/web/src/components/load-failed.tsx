import { Button, Result } from 'antd';

/** A public page's part that failed to load: what failed, the server's reason, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={error.message || '网络不稳定，请稍后重试'}
      extra={
        <Button type="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
