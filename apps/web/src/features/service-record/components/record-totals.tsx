import { Card, Flex, Statistic } from 'antd';
import { formatMinutes } from '@zyz/domain';

interface Props {
  totals: { finalMinutes: number; publicityMinutes: number };
  /** '2026年' or '全部'; the totals follow the filter. */
  scope: string;
}

export function RecordTotals({ totals, scope }: Props) {
  return (
    <Flex gap="middle" wrap data-testid="service-record-totals">
      <Card size="small" style={{ flex: '1 1 140px' }}>
        <Statistic
          title={`${scope}已计入时长`}
          value={formatMinutes(totals.finalMinutes)}
          data-testid="service-record-final"
        />
      </Card>
      <Card size="small" style={{ flex: '1 1 140px' }}>
        <Statistic
          title={`${scope}公示中时长`}
          value={formatMinutes(totals.publicityMinutes)}
          data-testid="service-record-publicity"
        />
      </Card>
    </Flex>
  );
}
