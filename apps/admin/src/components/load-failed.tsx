import { Button, Result } from 'antd';
import { loadFailedText } from './load-failed-text';

/** A page whose data could not load; the toast already said why, this offers the retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="信息加载失败"
      subTitle={loadFailedText(error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
