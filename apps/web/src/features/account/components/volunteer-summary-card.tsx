import { Card, Col, Flex, Grid, Rate, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { formatMinutes, type CurrentUser } from '@zyz/domain';
import { useServiceTime, useUsersStatic } from '../api/service-stats';

/** Home's card for a signed-in volunteer: who they are and what they have given. */
export function VolunteerSummaryCard({ user }: { user: CurrentUser }) {
  const { token } = theme.useToken();
  const isPhone = !(Grid.useBreakpoint().sm ?? true);
  const serviceTime = useServiceTime(user.userId);
  const stats = useUsersStatic(user.userId);
  const figures = [
    { key: 'service', title: '服务时长', value: formatMinutes(serviceTime.data?.serviceTime) },
    { key: 'training', title: '培训时长', value: formatMinutes(serviceTime.data?.trainingTime) },
    { key: 'apply', title: '报名次数', value: stats.data ? `${stats.data.applyCounts}次` : '' },
  ];
  const isLoading = serviceTime.isPending || stats.isPending;

  return (
    <Card data-testid="volunteer-summary">
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="volunteer-summary-name">
        {user.name}，您好
      </Typography.Title>
      <Flex gap="middle" align="center" wrap>
        <Typography.Text type="secondary">志愿者编号 {user.volunteerNo}</Typography.Text>
        <Rate disabled count={5} value={user.starLevel} style={{ fontSize: token.fontSize }} />
      </Flex>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} style={{ marginTop: token.margin }} />
      ) : (
        <Row gutter={token.margin} style={{ marginTop: token.margin }}>
          {figures.map(({ key, title, value }) => (
            <Col span={8} key={key}>
              <Statistic
                title={title}
                value={value || '—'}
                data-testid={`summary-${key}`}
                styles={{
                  content: { fontSize: isPhone ? token.fontSizeLG : token.fontSizeHeading3 },
                }}
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
