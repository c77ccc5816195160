import { Button, Result } from 'antd';
import { loadErrorText } from '../lib/load-error';

export interface LoadFailedProps {
  title: string;
  error: Error;
  onRetry: () => void;
  /** Names the state `<testId>-error` and its button `<testId>-retry`. */
  testId?: string;
}

/**
 * A part of a page that failed to load: what failed, why as far as we know, and a retry.
 * Inside a card's list, `InlineLoadFailed` says the same in one line; it is a module of its own
 * so the public pages' islands, which use this one, never download antd's Alert.
 */
export function LoadFailed({ title, error, onRetry, testId }: LoadFailedProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={loadErrorText(error)}
      extra={
        <Button type="primary" onClick={onRetry} data-testid={testId && `${testId}-retry`}>
          重新加载
        </Button>
      }
      data-testid={testId && `${testId}-error`}
    />
  );
}
