import { Alert, Button, Result } from 'antd';
import { malformedAnswerText } from '@zyz/client';
import { isMalformedAnswer, loadErrorText } from '../lib/load-error';

interface Props {
  title: string;
  error: Error;
  onRetry: () => void;
  /** Part of a page (a list in a card): one line with a small retry instead of a result. */
  inline?: boolean;
  /** Names the state `<testId>-error` and its button `<testId>-retry`. */
  testId?: string;
}

/** Something that failed to load: what failed, why as far as we know, and a retry. */
export function LoadFailed({ title, error, onRetry, inline = false, testId }: Props) {
  const errorId = testId && `${testId}-error`;
  const retryId = testId && `${testId}-retry`;
  if (inline)
    return (
      <Alert
        type="error"
        showIcon
        title={title}
        // The title alone reads as a network hiccup; a malformed answer needs saying.
        description={
          isMalformedAnswer(error) && title !== malformedAnswerText
            ? malformedAnswerText
            : undefined
        }
        action={
          <Button size="small" onClick={onRetry} data-testid={retryId}>
            重试
          </Button>
        }
        data-testid={errorId}
      />
    );
  return (
    <Result
      status="warning"
      title={title}
      subTitle={loadErrorText(error)}
      extra={
        <Button type="primary" onClick={onRetry} data-testid={retryId}>
          重新加载
        </Button>
      }
      data-testid={errorId}
    />
  );
}
