import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Input, Skeleton } from 'antd';
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
      {/* A form, so Enter and 查验 are a submit: sent before the page has come alive (a code
          pasted and sent at once on a slow phone), it is held and sent once it has
          (lib/early-input.ts), with what was typed. */}
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onCode(String(new FormData(e.currentTarget).get('code') ?? '').trim());
        }}
        style={{ margin: 0 }}
      >
        <Input.Search
          name="code"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          // Enter and 查验 reach the form; only the clear button looks up from here.
          onSearch={(_, __, info) => {
            if (info?.source === 'clear') onCode('');
          }}
          placeholder={placeholder}
          enterButton={
            <Button type="primary" htmlType="submit">
              查验
            </Button>
          }
          maxLength={64}
          allowClear
          data-testid={`${testId}-input`}
        />
      </form>
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
