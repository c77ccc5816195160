import type { ReactNode } from 'react';
import { Descriptions, Result, theme } from 'antd';

interface Props {
  status: 'success' | 'warning';
  title: string;
  subTitle?: string;
  testId: string;
  /** Label and value, in the order the record is read. */
  fields: Array<[label: string, value: ReactNode]>;
  /** Labels on one line at 6em, for records whose values run long. */
  hasFixedLabels?: boolean;
}

/** What a public check by code found: the verdict, then the record as the platform keeps it. */
export function VerifiedRecord({
  status,
  title,
  subTitle,
  testId,
  fields,
  hasFixedLabels = false,
}: Props) {
  const { token } = theme.useToken();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      style={{ paddingInline: 0 }}
      styles={{ body: { padding: token.paddingSM } }}
      data-testid={testId}
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={hasFixedLabels ? { label: { whiteSpace: 'nowrap', width: '6em' } } : undefined}
      >
        {fields.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Result>
  );
}
