import { Alert, Card, Flex, List, Table, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useMinWidth } from '../../../lib/use-min-width';
import { usePageNow } from '../../../lib/page-clock';
import {
  formatMinutes,
  missingQualificationPrefix,
  type PublicMissionDetail,
  type Shift,
} from '@zyz/domain';
import { applyActionOf, applyNoticeOf } from '../apply-action';
import { formatChinaPeriod } from '../../../lib/china-time';
import { useApplicant } from '../hooks/use-applicant';
import { useApplyFlow } from '../hooks/use-apply-flow';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { ShiftAction } from './shift-action';

function Places({ shift }: { shift: Shift }) {
  const isFull = shift.placesLeft <= 0;
  return (
    <Typography.Text type={isFull ? 'danger' : undefined} data-testid="shift-places">
      {Math.max(0, shift.placesLeft)} / {shift.quota}
      {isFull && '（已满）'}
    </Typography.Text>
  );
}

/** The shifts with places left and one apply action each; a phone gets a list, a desk a table. */
export function ShiftList({ mission }: { mission: PublicMissionDetail }) {
  const { token } = theme.useToken();
  const isPhone = !useMinWidth('md');
  const applicant = useApplicant();
  const goToLogin = useLoginRedirect();
  const flow = useApplyFlow(mission);
  const now = usePageNow();
  const notice = applyNoticeOf(mission, applicant, now);

  const actionOf = (shift: Shift) => {
    const action = applyActionOf(
      mission,
      shift,
      mission.myStates[shift.timesInfoId],
      applicant,
      now,
    );
    return (
      <ShiftAction
        action={action}
        result={flow.results[shift.timesInfoId]}
        isApplying={flow.applyingShiftId === shift.timesInfoId}
        onApply={() => action.kind === 'apply' && flow.confirm(shift, action.isWaitlist)}
        onLogin={goToLogin}
      />
    );
  };

  const body = isPhone ? (
    <List
      dataSource={mission.times}
      rowKey="timesInfoId"
      locale={{ emptyText: '暂无服务时段' }}
      renderItem={(shift) => (
        <List.Item extra={actionOf(shift)} data-testid="shift-row">
          <Flex vertical gap={2}>
            <Typography.Text strong>
              {formatChinaPeriod(shift.startTime, shift.endTime)}
            </Typography.Text>
            <Typography.Text type="secondary">
              计入 {formatMinutes(shift.creditMinutes)} · 剩余名额 <Places shift={shift} />
              {shift.waitlistCount > 0 && ` · 候补 ${shift.waitlistCount} 人`}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  ) : (
    <Table<Shift>
      dataSource={mission.times}
      rowKey="timesInfoId"
      pagination={false}
      size="middle"
      locale={{ emptyText: '暂无服务时段' }}
      onRow={() => ({ 'data-testid': 'shift-row' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: '服务时段',
          key: 'period',
          render: (_, shift) => formatChinaPeriod(shift.startTime, shift.endTime),
        },
        {
          title: '计入时长',
          key: 'credit',
          render: (_, shift) => formatMinutes(shift.creditMinutes),
        },
        {
          title: '剩余名额 / 总名额',
          key: 'places',
          render: (_, shift) => <Places shift={shift} />,
        },
        {
          title: '候补人数',
          key: 'waitlist',
          render: (_, shift) => (mission.hasWaitlist ? `${shift.waitlistCount} 人` : '不开放候补'),
        },
        { title: '报名', key: 'action', align: 'center', render: (_, shift) => actionOf(shift) },
      ]}
    />
  );

  return (
    <Card
      title="服务时段"
      id="shifts"
      data-testid="mission-shifts"
      styles={{ body: { paddingTop: token.paddingSM } }}
    >
      {notice && (
        <Alert
          type={mission.unmetConditions?.length ? 'warning' : 'info'}
          showIcon
          title={notice}
          description={
            // A certificate is added in 个人信息; the rest of the record is not the volunteer's to change.
            mission.unmetConditions?.some((r) => r.startsWith(missingQualificationPrefix)) && (
              <Link to={paths.personalInfo} data-testid="conditions-profile-link">
                去个人信息登记技能证书
              </Link>
            )
          }
          style={{ marginBottom: token.marginSM }}
          data-testid="shift-notice"
        />
      )}
      {body}
    </Card>
  );
}
