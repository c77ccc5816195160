import { Card, Checkbox, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { MpRow } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import {
  ApplicantState,
  canReject,
  DecisionButtons,
  type ApplicantListProps,
} from './applicant-table';
import { ConditionChecks } from './condition-checks';
import { MobileCell } from './mobile-cell';

function ApplicantCard({
  row,
  isSelected,
  onToggle,
  onAccept,
  onReject,
}: {
  row: MpRow;
  isSelected: boolean;
  onToggle: (isSelected: boolean) => void;
  onAccept: (row: MpRow) => void;
  onReject: (row: MpRow) => void;
}) {
  return (
    <Card
      size="small"
      title={
        <Checkbox
          checked={isSelected}
          disabled={!canReject(row)}
          onChange={(e) => onToggle(e.target.checked)}
          aria-label={`选择${row.name}`}
        >
          <Typography.Text strong data-testid="applicant-name">
            {row.name}
          </Typography.Text>
        </Checkbox>
      }
      extra={<ApplicantState row={row} />}
      data-testid="applicant-card"
    >
      <Flex vertical gap={4}>
        <MobileCell missionPersonlId={row.missionPersonlId} masked={row.mobile} />
        <Typography.Text type="secondary">
          时段 {formatDateTime(row.startTime)} 至 {formatDateTime(row.endTime)}
        </Typography.Text>
        <Typography.Text type="secondary">报名于 {formatDateTime(row.appliedAt)}</Typography.Text>
        <ConditionChecks checks={row.conditionChecks} />
        <Flex justify="flex-end">
          <DecisionButtons row={row} onAccept={onAccept} onReject={onReject} isLarge />
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * 报名管理 on a phone: a card per application, the name first and the decision under the thumb,
 * where the table's rows would hide either off the side of the screen.
 */
export function ApplicantCards(props: ApplicantListProps) {
  const { list, total, pageIndex, pageSize, isLoading, selectedIds, onSelect, onPage } = props;
  const selectable = list.filter(canReject).map((r) => r.missionPersonlId);
  const selectedHere = selectable.filter((id) => selectedIds.includes(id));
  const toggle = (id: string, isSelected: boolean) =>
    onSelect(isSelected ? [...selectedIds, id] : selectedIds.filter((s) => s !== id));

  return (
    <Spin spinning={isLoading}>
      <Flex vertical gap={12} data-testid="applicant-cards">
        {list.length === 0 ? (
          <Empty description="暂无报名" />
        ) : (
          <>
            <Checkbox
              checked={selectable.length > 0 && selectedHere.length === selectable.length}
              indeterminate={selectedHere.length > 0 && selectedHere.length < selectable.length}
              disabled={selectable.length === 0}
              onChange={(e) => onSelect(e.target.checked ? selectable : [])}
            >
              全选本页
            </Checkbox>
            {list.map((r) => (
              <ApplicantCard
                key={r.missionPersonlId}
                row={r}
                isSelected={selectedIds.includes(r.missionPersonlId)}
                onToggle={(isSelected) => toggle(r.missionPersonlId, isSelected)}
                onAccept={props.onAccept}
                onReject={props.onReject}
              />
            ))}
          </>
        )}
        <Pagination
          align="center"
          size="small"
          current={pageIndex}
          pageSize={pageSize}
          total={total}
          hideOnSinglePage
          showTotal={(n) => `共 ${n} 条报名`}
          onChange={onPage}
        />
      </Flex>
    </Spin>
  );
}
