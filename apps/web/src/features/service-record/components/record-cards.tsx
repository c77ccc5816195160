import { Card, Flex, Spin, Typography, theme } from 'antd';
import { formatMinutes, type ServiceRecordItem } from '@zyz/domain';
import { recordStateNote, recordWhen } from '../model/record-when';
import { RecordStateTag } from './record-state-tag';
import { RecordSubject } from './record-subject';

/** The phone view: a card per record. */
export function RecordCards({
  rows,
  isLoading,
}: {
  rows: ServiceRecordItem[];
  isLoading: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Spin spinning={isLoading}>
      <Flex vertical gap={token.marginSM} data-testid="service-record-cards">
        {rows.map((row) => (
          <Card key={row.recordId} size="small" data-testid="service-record-row">
            <Flex justify="space-between" gap={token.marginSM} align="flex-start">
              <RecordSubject row={row} />
              <RecordStateTag state={row.state} />
            </Flex>
            <Flex vertical gap={2} style={{ marginTop: token.marginXS }}>
              <Typography.Text>{recordWhen(row)}</Typography.Text>
              <Typography.Text>时长 {formatMinutes(row.minutes)}</Typography.Text>
              <Typography.Text type="secondary">{recordStateNote(row)}</Typography.Text>
            </Flex>
          </Card>
        ))}
      </Flex>
    </Spin>
  );
}
