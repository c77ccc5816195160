import { Space, Tag } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { ConditionCheckRow } from '@zyz/domain';

/** Each 报名条件 met (green) or not (red) by one applicant today. */
export function ConditionChecks({ checks }: { checks: ConditionCheckRow[] }) {
  if (checks.length === 0) return null;
  return (
    <Space size={[4, 4]} wrap data-testid="condition-checks">
      {checks.map((c) => (
        <Tag
          key={c.label}
          color={c.met ? 'success' : 'error'}
          icon={c.met ? <CheckCircleOutlined /> : <CloseCircleOutlined />}
          data-testid="condition-check"
          data-met={c.met}
          style={{ marginInlineEnd: 0 }}
        >
          {c.label}
          {c.met ? '' : '（不符合）'}
        </Tag>
      ))}
    </Space>
  );
}
