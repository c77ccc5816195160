import { Link } from 'react-router';
import { Card, Flex, Statistic, Tag, Typography, theme } from 'antd';
import { districtLevelName, type OrgCard as OrgCardData } from '@zyz/domain';
import { paths } from '../../../lib/paths';

/** An organisation in the list: name, level, parent, members and public missions. */
export function OrgCard({ org }: { org: OrgCardData }) {
  const { token } = theme.useToken();
  return (
    <Link to={paths.organizationDetails(org.districtId)} data-testid="org-card">
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Flex vertical gap={token.marginXS}>
          <Typography.Title
            level={2}
            style={{ margin: 0, fontSize: token.fontSizeHeading5 }}
            ellipsis={{ rows: 2 }}
          >
            {org.name}
          </Typography.Title>
          <Flex gap={token.marginXS} wrap align="center">
            <Tag color={org.level === 4 ? 'red' : 'geekblue'} style={{ marginInlineEnd: 0 }}>
              {districtLevelName(org.level)}
            </Tag>
            {org.parentName && (
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
                上级：{org.parentName}
              </Typography.Text>
            )}
          </Flex>
          <Flex gap={token.marginLG}>
            <Statistic
              title="成员"
              value={org.memberCount}
              valueStyle={{ fontSize: token.fontSizeLG }}
            />
            <Statistic
              title="公开活动"
              value={org.missionCount}
              valueStyle={{ fontSize: token.fontSizeLG }}
            />
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
