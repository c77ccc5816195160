import { Typography, type TableColumnsType } from 'antd';
import { formatMinutes, type ServiceRecordItem } from '@zyz/domain';
import { recordStateNote, recordWhen } from '../model/record-when';
import { RecordStateTag } from './record-state-tag';
import { RecordSubject } from './record-subject';
import { ListTable } from '../../../components/list-table';

/** The desk view: one row per record. Paging lives outside so phone and desk share it. */
export function RecordTable({
  rows,
  isLoading,
}: {
  rows: ServiceRecordItem[];
  isLoading: boolean;
}) {
  const columns: TableColumnsType<ServiceRecordItem> = [
    { title: '活动 / 培训', key: 'subject', render: (_, row) => <RecordSubject row={row} /> },
    { title: '服务时段', key: 'when', width: 190, render: (_, row) => recordWhen(row) },
    { title: '时长', key: 'minutes', width: 110, render: (_, row) => formatMinutes(row.minutes) },
    {
      title: '状态',
      key: 'state',
      width: 200,
      render: (_, row) => (
        <>
          <RecordStateTag state={row.state} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {recordStateNote(row)}
          </Typography.Text>
        </>
      ),
    },
  ];
  return (
    <ListTable<ServiceRecordItem>
      rowKey="recordId"
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      testId="service-record-table"
      rowTestId="service-record-row"
    />
  );
}
