import { Card, Flex, Spin, Typography, theme } from 'antd';
import { formatMinutes, type UserMission } from '@zyz/domain';
import { formatChinaPeriod } from '../../../lib/china-time';
import { MissionSubject } from './mission-subject';
import { StateNote, StateTag } from './state-cell';
import { UserMissionActions } from './user-mission-actions';

interface Props {
  rows: UserMission[];
  isLoading: boolean;
  onOpenDetail: (missionPersonlId: string) => void;
}

/** The phone view: a card per application, actions in reach of the thumb at its foot. */
export function UserMissionCards({ rows, isLoading, onOpenDetail }: Props) {
  const { token } = theme.useToken();
  return (
    <Spin spinning={isLoading}>
      <Flex vertical gap={token.marginSM} data-testid="my-mission-cards">
        {rows.map((row) => (
          <Card key={row.missionPersonlId} size="small" data-testid="my-mission-row">
            <Flex justify="space-between" gap={token.marginSM} align="flex-start">
              <MissionSubject row={row} />
              <StateTag row={row} />
            </Flex>
            <Flex vertical gap={2} style={{ marginTop: token.marginXS }}>
              <Typography.Text>{formatChinaPeriod(row.startTime, row.endTime)}</Typography.Text>
              <Typography.Text type="secondary">
                记录时长 {formatMinutes(row.creditMinutes)}
              </Typography.Text>
              <StateNote row={row} />
            </Flex>
            <div
              style={{
                marginTop: token.marginXS,
                paddingTop: token.paddingXXS,
                borderTop: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <UserMissionActions row={row} onOpenDetail={onOpenDetail} />
            </div>
          </Card>
        ))}
      </Flex>
    </Spin>
  );
}
