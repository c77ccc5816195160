import { Col, Flex, Row, Skeleton, theme } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import { formatMinutes, type CurrentUser } from '@zyz/domain';
import { CardHeading, Surface } from '../../../components/home-panel';
import { StarLevel } from '../../../components/star-level';
import { useServiceTime, useUsersStatic } from '../api/service-stats';

/** Home's card for a signed-in volunteer: who they are and what they have given. */
export function VolunteerSummaryCard({ user }: { user: CurrentUser }) {
  const { token } = theme.useToken();
  const isPhone = !(useMinWidth('sm') ?? true);
  const serviceTime = useServiceTime(user.userId);
  const stats = useUsersStatic(user.userId);
  const figures = [
    { key: 'service', title: '服务时长', value: formatMinutes(serviceTime.data?.serviceTime) },
    { key: 'training', title: '培训时长', value: formatMinutes(serviceTime.data?.trainingTime) },
    { key: 'apply', title: '报名次数', value: stats.data ? `${stats.data.applyCounts}次` : '' },
  ];
  const isLoading = serviceTime.isPending || stats.isPending;

  return (
    <Surface data-testid="volunteer-summary" style={{ padding: token.paddingLG }}>
      <CardHeading data-testid="volunteer-summary-name">{user.name}，您好</CardHeading>
      <Flex gap="middle" align="center" wrap>
        <span style={{ color: token.colorTextSecondary }}>志愿者编号 {user.volunteerNo}</span>
        <StarLevel level={user.starLevel} />
      </Flex>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} style={{ marginTop: token.margin }} />
      ) : (
        <Row gutter={token.margin} style={{ marginTop: token.margin }}>
          {figures.map(({ key, title, value }) => (
            <Col span={8} key={key}>
              <div style={{ color: token.colorTextSecondary, marginBottom: token.marginXXS }}>
                {title}
              </div>
              <div
                data-testid={`summary-${key}`}
                style={{
                  color: token.colorTextHeading,
                  fontSize: isPhone ? token.fontSizeLG : token.fontSizeHeading3,
                }}
              >
                {value || '—'}
              </div>
            </Col>
          ))}
        </Row>
      )}
    </Surface>
  );
}
