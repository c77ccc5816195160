import { Button, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { applicationStateLabels, type ApplicationState, type MpRow } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { MobileCell } from './mobile-cell';
import { PeriodCell } from './period-cell';

const stateColors: Record<ApplicationState, string> = {
  pending: 'processing',
  accepted: 'success',
  rejected: 'error',
  waitlisted: 'warning',
  cancelled: 'default',
};

/** What the server allows: accept only pending; reject pending, accepted or waitlisted. */
export const canAccept = (r: MpRow) => r.state === 'pending';
export const canReject = (r: MpRow) =>
  r.state === 'pending' || r.state === 'accepted' || r.state === 'waitlisted';
export const waitlistedHint = '候补中的报名须等待递补后才能录用';

interface Props {
  list: MpRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
  onPage: (pageIndex: number, pageSize: number) => void;
  onAccept: (row: MpRow) => void;
  onReject: (row: MpRow) => void;
}

export function ApplicantTable(props: Props) {
  const { list, total, pageIndex, pageSize, isLoading, selectedIds, onSelect, onPage } = props;
  const columns: TableProps<MpRow>['columns'] = [
    { title: '姓名', dataIndex: 'name', width: 100 },
    {
      title: '手机号',
      key: 'mobile',
      width: 170,
      render: (_, r) => <MobileCell missionPersonlId={r.missionPersonlId} masked={r.mobile} />,
    },
    {
      title: '报名时段',
      key: 'shift',
      width: 200,
      render: (_, r) => <PeriodCell start={r.startTime} end={r.endTime} />,
    },
    {
      title: '报名时间',
      dataIndex: 'appliedAt',
      width: 150,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '状态',
      key: 'state',
      width: 200,
      render: (_, r) => (
        <>
          <Tag color={stateColors[r.state]} data-testid="applicant-state">
            {applicationStateLabels[r.state]}
          </Tag>
          {r.reason && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              原因：{r.reason}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'end',
      render: (_, r) => (
        <Space size={0}>
          {r.state === 'waitlisted' ? (
            <Tooltip title={waitlistedHint}>
              <Button type="link" size="small" disabled>
                录用
              </Button>
            </Tooltip>
          ) : (
            canAccept(r) && (
              <Button
                type="link"
                size="small"
                onClick={() => props.onAccept(r)}
                data-testid="applicant-accept"
              >
                录用
              </Button>
            )
          )}
          {canReject(r) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => props.onReject(r)}
              data-testid="applicant-reject"
            >
              不录用
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<MpRow>
      rowKey="missionPersonlId"
      columns={columns}
      dataSource={list}
      loading={isLoading}
      scroll={{ x: 970 }}
      locale={{ emptyText: '暂无报名' }}
      rowSelection={{
        selectedRowKeys: selectedIds,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (r) => ({ disabled: !canReject(r) }),
      }}
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (n) => `共 ${n} 条报名`,
        onChange: onPage,
      }}
      data-testid="applicant-table"
    />
  );
}
