import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Pagination,
  Result,
  Row,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import { DistrictCascader } from '../features/mission/components/district-cascader';
import { useOrgPage } from '../features/organization/api/organizations';
import { OrgCard } from '../features/organization/components/org-card';
import { GlobalSearch } from '../features/search/components/global-search';
import { useUrlFilters } from '../lib/use-url-filters';

const pageSize = 12;

/** /organization?parentId=&parentName=&keyword=&page=: organisations with their counts. */
export default function OrganizationPage() {
  const { token } = theme.useToken();
  const { get, update, pageIndex } = useUrlFilters();
  const parentId = get('parentId');
  const parentName = get('parentName');
  const keyword = get('keyword');
  const orgs = useOrgPage({
    parentId: parentId || undefined,
    keyword: keyword || undefined,
    pageIndex,
    pageSize,
  });

  return (
    <Flex vertical gap={token.margin} data-testid="organization-page">
      {/* The page's one h1, at the size of the other pages' titles; each organisation is an h2. */}
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        志愿组织
      </Typography.Title>
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} md={10} lg={8}>
          <DistrictCascader
            value={parentId ? [parentId] : []}
            fallbackLabel={parentName}
            onChange={(path, label) =>
              update({
                parentId: path.at(-1) ?? '',
                parentName: path.length ? label : '',
                page: '',
              })
            }
          />
        </Col>
        <Col xs={24} md={14} lg={16}>
          <GlobalSearch
            key={keyword}
            defaultValue={keyword}
            suggest={false}
            placeholder="搜索组织名称"
            onSearch={(next) => update({ keyword: next, page: '' })}
          />
        </Col>
      </Row>
      {orgs.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : orgs.isError ? (
        <Result
          status="warning"
          title="组织加载失败"
          subTitle={orgs.error.message || '网络不稳定，请稍后重试'}
          extra={
            <Button type="primary" onClick={() => void orgs.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : orgs.data.total === 0 ? (
        <Card>
          <Empty description={keyword ? `没有找到名称包含“${keyword}”的组织` : '该地区暂无组织'} />
        </Card>
      ) : (
        <>
          <Typography.Text type="secondary">共 {orgs.data.total} 个组织</Typography.Text>
          <Row
            gutter={[token.margin, token.margin]}
            style={{ opacity: orgs.isPlaceholderData ? 0.6 : 1 }}
          >
            {orgs.data.list.map((org) => (
              <Col key={org.districtId} xs={24} sm={12} lg={8}>
                <OrgCard org={org} />
              </Col>
            ))}
          </Row>
          {orgs.data.total > pageSize && (
            <Pagination
              align="center"
              current={pageIndex}
              pageSize={pageSize}
              total={orgs.data.total}
              showSizeChanger={false}
              onChange={(page) => {
                update({ page: page > 1 ? String(page) : '' });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
        </>
      )}
    </Flex>
  );
}
