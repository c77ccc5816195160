import { useState } from 'react';
import { Tag, Typography, type TableProps } from 'antd';
import {
  formatMinutes,
  serviceRecordStateLabels,
  type ServiceRecordState,
  type TrainingRow,
} from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useTrainingList } from '../api/training';
import { useKeyboardScroll } from '../../../lib/keyboard-scroll';
import { ListTable } from '../../../components/list-table';

const stateColors: Record<ServiceRecordState, string> = {
  publicity: 'processing',
  objected: 'warning',
  final: 'success',
  void: 'default',
};

const columns: TableProps<TrainingRow>['columns'] = [
  { title: '培训名称', dataIndex: 'title', width: 200 },
  { title: '志愿者', dataIndex: 'name', width: 100 },
  { title: '志愿者编号', dataIndex: 'userid', width: 110 },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  {
    title: '培训日期',
    dataIndex: 'occurredAt',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  {
    title: '时长',
    dataIndex: 'minutes',
    width: 120,
    render: (m: number) => <span data-testid="training-row-minutes">{formatMinutes(m)}</span>,
  },
  {
    title: '状态',
    key: 'state',
    width: 170,
    render: (_, r) => (
      <>
        <Tag color={stateColors[r.state]}>{serviceRecordStateLabels[r.state]}</Tag>
        {r.state === 'publicity' && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            公示至 {formatDateTime(r.publicityEndsAt)}
          </Typography.Text>
        )}
      </>
    ),
  },
  { title: '录入组织', dataIndex: 'districtName', width: 180 },
  {
    title: '录入时间',
    dataIndex: 'createdAt',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
];

/** Training time recorded by this organisation and those below it, newest first. */
export function TrainingTable() {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const { data, isPending, isFetching } = useTrainingList(page);
  const scrollRef = useKeyboardScroll('培训时长记录');
  return (
    <div ref={scrollRef}>
      <ListTable<TrainingRow>
        rowKey="recordId"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isPending || isFetching}
        scroll={{ x: 1300 }}
        locale={{ emptyText: '暂无培训时长记录' }}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        unit="条"
        data-testid="training-table"
      />
    </div>
  );
}
