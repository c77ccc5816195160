import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { RightOutlined, TeamOutlined } from '@ant-design/icons';
import { paths } from '../../../lib/paths';
import { LoadFailed } from '../../../components/load-failed';
import { useOrgList, type OrgSearchItem } from '../api/org-list';

const pageSize = 10;

/** Node levels of the organisation tree, as volunteers know them. */
const levelLabels: Record<number, string> = {
  1: '省级联合会',
  2: '市级联合会',
  3: '区县联合会',
  4: '志愿组织',
};

function OrgRow({ org }: { org: OrgSearchItem }) {
  return (
    <List.Item
      actions={[
        <Link
          key="missions"
          to={paths.missionOfDistrict(org.districtId, org.name)}
          data-testid="org-missions-link"
        >
          {org.missionCount} 个活动 <RightOutlined />
        </Link>,
      ]}
      data-testid="org-row"
    >
      <List.Item.Meta
        avatar={<TeamOutlined style={{ fontSize: 24 }} />}
        title={
          <Link to={paths.missionOfDistrict(org.districtId, org.name)}>
            <Typography.Text strong>{org.name}</Typography.Text>
          </Link>
        }
        description={
          <>
            <Tag>{levelLabels[org.level] ?? '组织'}</Tag>
            {org.parentName && (
              <Typography.Text type="secondary">上级：{org.parentName}</Typography.Text>
            )}
          </>
        }
      />
    </List.Item>
  );
}

/** Organisations whose name contains the keyword; each opens the mission list of its subtree. */
export function OrgSearchResults({ keyword }: { keyword: string }) {
  const [pageIndex, setPageIndex] = useState(1);
  const orgs = useOrgList({ keyword, pageIndex, pageSize });

  if (orgs.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (orgs.isError)
    return (
      <Card>
        <LoadFailed title="组织加载失败" error={orgs.error} onRetry={() => void orgs.refetch()} />
      </Card>
    );
  if (orgs.data.total === 0)
    return (
      <Card>
        <Empty
          description={`没有找到名称包含“${keyword}”的组织，换个关键词试试`}
          data-testid="org-results-empty"
        />
      </Card>
    );
  return (
    <Card styles={{ body: { paddingBlock: 0 } }} data-testid="org-results">
      <List
        dataSource={orgs.data.list}
        rowKey="districtId"
        renderItem={(org) => <OrgRow org={org} />}
        style={{ opacity: orgs.isPlaceholderData ? 0.6 : 1 }}
        pagination={
          orgs.data.total > pageSize && {
            current: pageIndex,
            pageSize,
            total: orgs.data.total,
            onChange: setPageIndex,
            showSizeChanger: false,
            align: 'center',
            style: { paddingBottom: 16 },
          }
        }
      />
    </Card>
  );
}
