import { useState, type ReactNode } from 'react';
import { Alert, Flex, Input, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';

interface Props<T> {
  /** The code being looked up ('' = none yet); the page keeps it in the URL. */
  code: string;
  onCode: (code: string) => void;
  /** The look-up of `code`, idle while it is blank. */
  result: UseQueryResult<T>;
  placeholder: string;
  testId: string;
  children: (data: T) => ReactNode;
}

/**
 * A public check by code (a certificate's or a card's QR code opens the page with it): a search
 * box, then loading, failure, or what the caller renders for the answer.
 */
export function CodeLookup<T>({ code, onCode, result, placeholder, testId, children }: Props<T>) {
  const [draft, setDraft] = useState(code);
  return (
    <Flex vertical gap="middle" data-testid={testId}>
      <Input.Search
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={(value) => onCode(value.trim())}
        placeholder={placeholder}
        enterButton="查验"
        maxLength={64}
        allowClear
        data-testid={`${testId}-input`}
      />
      {code === '' ? null : result.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : result.isError || result.data === undefined ? (
        <Alert type="error" showIcon title="查验失败，请稍后重试" />
      ) : (
        children(result.data)
      )}
    </Flex>
  );
}
