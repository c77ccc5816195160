import { Link, useSearchParams } from 'react-router';
import {
  Breadcrumb,
  Card,
  Descriptions,
  Flex,
  Skeleton,
  Statistic,
  Tag,
  Typography,
  theme,
} from 'antd';
import { LoadFailed } from '../components/load-failed';
import { ResponsiveGrid } from '../components/responsive-grid';
import { BizCode, districtLevelName, minutesToHoursBD } from '@zyz/domain';
import { paths } from '../lib/paths';
import { ApiError } from '../lib/api-client';
import { toChinaTime } from '../lib/china-time';
import { useDocumentTitle } from '../lib/use-document-title';
import { useOrgDetail } from '../features/organization/api/organizations';
import { JoinButton } from '../features/organization/components/join-button';
import { OrgMissions } from '../features/organization/components/org-missions';
import { Island } from '../islands/island';
import { MissingResult } from '../components/not-found-result';
import { breakpointPx } from '../lib/use-min-width';
import { orgIdPattern } from './organization-details.data';

function OrgNotFound() {
  return (
    <MissingResult
      title="组织不存在或已停用"
      backTo={paths.organization}
      backLabel="返回组织列表"
      testId="org-not-found"
    />
  );
}

/** /organization/details?id=: an organisation's profile, its missions and its hours. */
export default function OrganizationDetailsPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  if (!orgIdPattern.test(id)) return <OrgNotFound />;
  return <OrgProfile key={id} districtId={id} />;
}

function OrgProfile({ districtId }: { districtId: string }) {
  const { token } = theme.useToken();
  const detail = useOrgDetail(districtId);
  useDocumentTitle(detail.data?.name);

  if (detail.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.code === BizCode.NotFound)
      return <OrgNotFound />;
    return (
      <LoadFailed title="组织加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const org = detail.data;
  return (
    <Flex vertical gap={token.margin} data-testid="org-details-page">
      <Breadcrumb
        items={[
          { title: <Link to={paths.organization}>志愿组织</Link> },
          ...org.ancestors.map((a) => ({
            title: <Link to={paths.organizationDetails(a.districtId)}>{a.name}</Link>,
          })),
          { title: org.name },
        ]}
      />
      <Card>
        <Flex vertical gap={token.margin}>
          <Flex justify="space-between" align="flex-start" gap={token.margin} wrap>
            <Flex vertical gap={token.marginXS} style={{ minWidth: 0 }}>
              <Typography.Title level={3} style={{ margin: 0 }} data-testid="org-name">
                {org.name}
              </Typography.Title>
              <Flex gap={token.marginXS} wrap>
                <Tag color="red">{districtLevelName(org.level)}</Tag>
                {org.parentName && <Tag>上级：{org.parentName}</Tag>}
              </Flex>
            </Flex>
            <Island
              name="org-join"
              component={JoinButton}
              props={{ districtId: org.districtId, name: org.name }}
            />
          </Flex>
          <ResponsiveGrid columns={{ xs: 3 }} gap={token.margin}>
            <div>
              <Statistic title="成员" value={org.memberCount} />
            </div>
            <div>
              <Statistic title="公开活动" value={org.missionCount} />
            </div>
            <div>
              <Statistic
                title="累计服务（小时）"
                value={minutesToHoursBD(org.serviceMinutes)}
                data-testid="org-hours"
              />
            </div>
          </ResponsiveGrid>
          <Descriptions
            size="small"
            // One column: a visitor's profile stays as the server drew it, for any width
            // (antd's responsive columns are chosen by script).
            column={1}
            items={[
              {
                key: 'phone',
                label: '服务热线',
                children: <a href={`tel:${org.servicePhone}`}>{org.servicePhone}</a>,
              },
              {
                key: 'mail',
                label: '服务邮箱',
                children: org.mailbox ? (
                  <a href={`mailto:${org.mailbox}`}>{org.mailbox}</a>
                ) : (
                  '未设置'
                ),
              },
              { key: 'children', label: '下级组织', children: `${org.childCount} 个` },
              {
                key: 'since',
                label: '入驻平台',
                children: toChinaTime(org.createdAt).format('YYYY-MM-DD'),
              },
            ]}
          />
          {org.childCount > 0 && (
            <Link
              to={`${paths.organization}?parentId=${org.districtId}&parentName=${encodeURIComponent(org.name)}`}
            >
              查看 {org.childCount} 个下级组织
            </Link>
          )}
        </Flex>
      </Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        组织活动
      </Typography.Title>
      <Island
        name="org-missions"
        component={OrgMissions}
        props={{ districtId: org.districtId }}
        // A desk's grid is not the phone's single column the server drew.
        when={{ visibleFromWidth: breakpointPx.sm }}
      />
    </Flex>
  );
}
