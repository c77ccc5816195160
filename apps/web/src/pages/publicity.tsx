import { useSearchParams } from 'react-router';
import { Card, Empty, Flex, Pagination, Skeleton, Typography, theme } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { ListError } from '../features/my-mission/components/list-error';
import { useClampPage } from '../features/my-mission/hooks/use-clamp-page';
import { parsePage } from '../features/my-mission/model/page-param';
import { usePublicityList } from '../features/publicity/api/publicity';
import { PublicityMissionList } from '../features/publicity/components/publicity-mission-list';

const pageSize = 10;

/** /publicity (时长公示): hours about to be credited, open to objection until the period ends. */
export default function PublicityPage() {
  const { token } = theme.useToken();
  const isDesktop = useMinWidth('md') ?? true;
  const [params, setParams] = useSearchParams();
  const pageIndex = parsePage(params.get('page'));
  const list = usePublicityList(pageIndex, pageSize);
  useClampPage(list, pageSize, pageIndex);
  const total = list.data?.total ?? 0;

  return (
    <Flex vertical gap="middle" data-testid="publicity-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        时长公示
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        志愿服务时长在计入前公示，公示期内任何人都可对不实的记录提出异议，由发布活动的组织核实处理；公示期满无异议的时长正式计入。
      </Typography.Paragraph>
      <Card size={isDesktop ? 'default' : 'small'}>
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : list.isError && !list.data ? (
          <ListError title="公示列表加载失败" onRetry={() => void list.refetch()} />
        ) : total === 0 ? (
          <Empty description="当前没有正在公示的时长" data-testid="publicity-empty" />
        ) : (
          <Flex vertical gap={token.margin}>
            <PublicityMissionList
              rows={list.data?.list ?? []}
              isLoading={list.isFetching}
              isDesktop={isDesktop}
            />
            {total > pageSize && (
              <Pagination
                align="end"
                current={pageIndex}
                pageSize={pageSize}
                total={total}
                showSizeChanger={false}
                simple={!isDesktop}
                showTotal={isDesktop ? (n) => `共 ${n} 个活动` : undefined}
                onChange={(page) => setParams(page > 1 ? { page: String(page) } : {})}
                data-testid="publicity-pagination"
              />
            )}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
