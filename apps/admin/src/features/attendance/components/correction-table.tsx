import { useState } from 'react';
import { Typography, type TableProps } from 'antd';
import { correctionActionLabels, type CorrectionRow } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useCorrections } from '../api/get-corrections';
import { SubLine } from '../../../components/sub-line';
import { useKeyboardScroll } from '../../../lib/keyboard-scroll';
import { ListTable } from '../../../components/list-table';

function Change({ before, after }: { before: string | null; after: string | null }) {
  if (before === null && after === null)
    return <Typography.Text type="secondary">—</Typography.Text>;
  if (before === after) return <Typography.Text type="secondary">未变</Typography.Text>;
  return (
    <>
      {after ? formatDateTime(after) : '—'}
      {before && <SubLine strike>{formatDateTime(before)}</SubLine>}
    </>
  );
}

const columns: TableProps<CorrectionRow>['columns'] = [
  {
    title: '操作时间',
    dataIndex: 'createdAt',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  { title: '志愿者', dataIndex: 'name', width: 100 },
  {
    title: '操作',
    dataIndex: 'action',
    width: 100,
    render: (a: CorrectionRow['action']) => correctionActionLabels[a],
  },
  {
    title: '签到时间',
    key: 'in',
    width: 150,
    render: (_, r) => <Change before={r.oldSignInTime} after={r.newSignInTime} />,
  },
  {
    title: '签退时间',
    key: 'out',
    width: 150,
    render: (_, r) => <Change before={r.oldSignOutTime} after={r.newSignOutTime} />,
  },
  {
    title: '原因',
    dataIndex: 'reason',
    render: (v: string) => <span data-testid="correction-reason">{v}</span>,
  },
  { title: '操作人', dataIndex: 'operatorName', width: 130 },
];

/** 补录与更正记录: every manual entry on the mission (or one shift), newest first. */
export function CorrectionTable({
  missionId,
  timesInfoId,
}: {
  missionId: string;
  timesInfoId?: string;
}) {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const { data, isPending, isFetching } = useCorrections({ missionId, timesInfoId, ...page });
  const scrollRef = useKeyboardScroll('补录与更正记录');
  return (
    <div ref={scrollRef}>
      <ListTable<CorrectionRow>
        rowKey="correctionId"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isPending || isFetching}
        scroll={{ x: 980 }}
        locale={{ emptyText: '暂无补录或更正' }}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        unit="条"
        hideOnSinglePage
        data-testid="correction-table"
      />
    </div>
  );
}
