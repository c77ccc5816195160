import { Button, Result } from 'antd';

/** A page whose data could not load; the toast already said why, this offers the retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="信息加载失败"
      subTitle="请检查网络后重试"
      extra={
        <Button type="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
