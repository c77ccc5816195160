import { Alert, Button } from 'antd';

/** A failed list with a way to try again, shared by the personal-center lists. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
