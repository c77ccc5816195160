import { Card, Empty, Skeleton, Typography, theme } from 'antd';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { orgListParams, useOrgPage } from '../api/organizations';
import { OrgCard } from './org-card';

/** /organization's cards and pager, for what the address asks. */
export function OrgListResults() {
  const { token } = theme.useToken();
  const filters = useUrlFilters();
  const params = orgListParams(filters.get, filters.pageIndex);
  const orgs = useOrgPage(params);
  const { keyword } = params;

  if (orgs.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (orgs.isError)
    return (
      <LoadFailed title="组织加载失败" error={orgs.error} onRetry={() => void orgs.refetch()} />
    );
  if (orgs.data.total === 0)
    return (
      <Card>
        <Empty description={keyword ? `没有找到名称包含“${keyword}”的组织` : '该地区暂无组织'} />
      </Card>
    );
  return (
    <>
      <Typography.Text type="secondary">共 {orgs.data.total} 个组织</Typography.Text>
      <ResponsiveGrid
        columns={{ xs: 1, sm: 2, lg: 3 }}
        gap={token.margin}
        style={{ opacity: orgs.isPlaceholderData ? 0.6 : 1 }}
      >
        {orgs.data.list.map((org) => (
          <OrgCard key={org.districtId} org={org} />
        ))}
      </ResponsiveGrid>
      <ListPagination
        align="center"
        current={params.pageIndex}
        pageSize={params.pageSize}
        total={orgs.data.total}
        onChange={(page) => {
          filters.update({ page: page > 1 ? String(page) : '' });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
