import { Alert, Button } from 'antd';
import { malformedAnswerText } from '@zyz/client';
import { isMalformedAnswer } from '../lib/load-error';
import type { LoadFailedProps } from './load-failed';

/** `LoadFailed` in one line with a small retry, for a list inside a card. */
export function InlineLoadFailed({ title, error, onRetry, testId }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      // The title alone reads as a network hiccup; a malformed answer needs saying.
      description={
        isMalformedAnswer(error) && title !== malformedAnswerText ? malformedAnswerText : undefined
      }
      action={
        <Button size="small" onClick={onRetry} data-testid={testId && `${testId}-retry`}>
          重试
        </Button>
      }
      data-testid={testId && `${testId}-error`}
    />
  );
}
