import { Button, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { applicationStateLabels, type ApplicationState, type MpRow } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { ConditionChecks } from './condition-checks';
import { MobileCell } from './mobile-cell';
import { PeriodCell } from '../../../components/period-cell';
import { selectAllTitle } from '../../../lib/select-all-title';
import { ListTable } from '../../../components/list-table';

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

/** The application's state, and the reason given with a refusal or a cancellation. */
export function ApplicantState({ row }: { row: MpRow }) {
  return (
    <>
      <Tag color={stateColors[row.state]} data-testid="applicant-state">
        {applicationStateLabels[row.state]}
      </Tag>
      {row.reason && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          原因：{row.reason}
        </Typography.Text>
      )}
    </>
  );
}

interface DecisionProps {
  row: MpRow;
  onAccept: (row: MpRow) => void;
  onReject: (row: MpRow) => void;
  /** Full buttons, for a thumb on a phone's card; a table row keeps compact links. */
  isLarge?: boolean;
}

/** 录用 and 不录用, each shown only where the server allows it. */
export function DecisionButtons({ row: r, onAccept, onReject, isLarge = false }: DecisionProps) {
  const size = isLarge ? 'middle' : 'small';
  return (
    <Space size={isLarge ? 8 : 0}>
      {r.state === 'waitlisted' ? (
        <Tooltip title={waitlistedHint}>
          <Button type={isLarge ? 'default' : 'link'} size={size} disabled>
            录用
          </Button>
        </Tooltip>
      ) : (
        canAccept(r) && (
          <Button
            type={isLarge ? 'primary' : 'link'}
            size={size}
            onClick={() => onAccept(r)}
            data-testid="applicant-accept"
          >
            录用
          </Button>
        )
      )}
      {canReject(r) && (
        <Button
          type={isLarge ? 'default' : 'link'}
          size={size}
          danger
          onClick={() => onReject(r)}
          data-testid="applicant-reject"
        >
          不录用
        </Button>
      )}
    </Space>
  );
}

export interface ApplicantListProps {
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

export function ApplicantTable(props: ApplicantListProps) {
  const { list, total, pageIndex, pageSize, isLoading, selectedIds, onSelect, onPage } = props;
  const hasConditions = list.some((r) => r.conditionChecks.length > 0);
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
      render: (_, r) => <ApplicantState row={r} />,
    },
    ...(hasConditions
      ? [
          {
            title: '报名条件',
            key: 'conditions',
            width: 220,
            render: (_: unknown, r: MpRow) => <ConditionChecks checks={r.conditionChecks} />,
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'end',
      render: (_, r) => (
        <DecisionButtons row={r} onAccept={props.onAccept} onReject={props.onReject} />
      ),
    },
  ];

  return (
    <ListTable<MpRow>
      rowKey="missionPersonlId"
      columns={columns}
      dataSource={list}
      loading={isLoading}
      scroll={{ x: hasConditions ? 1190 : 970 }}
      locale={{ emptyText: '暂无报名' }}
      rowSelection={{
        columnTitle: selectAllTitle,
        selectedRowKeys: selectedIds,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (r) => ({ disabled: !canReject(r) }),
      }}
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={total}
      onPage={onPage}
      unit="条报名"
      sizeChanger={[10, 20, 50, 100]}
      data-testid="applicant-table"
    />
  );
}
