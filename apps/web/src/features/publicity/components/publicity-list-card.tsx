import { useSearchParams } from 'react-router';
import { Card, Empty, Flex, Skeleton, theme } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { useClampPage } from '../../../lib/use-clamp-page';
import { listSearch, parsePage } from '../../../lib/page-param';
import { publicityPageSize, usePublicityList } from '../api/publicity';
import { PublicityMissionList } from './publicity-mission-list';
import { ListPagination } from '../../../components/list-pagination';

/** /publicity's missions in their notice period, a page at a time (?page=). */
export function PublicityListCard() {
  const { token } = theme.useToken();
  // Phone first: the server cannot know the width, and most visitors hold a phone.
  const isDesktop = useMinWidth('md') ?? false;
  const [params, setParams] = useSearchParams();
  const pageIndex = parsePage(params.get('page'));
  const list = usePublicityList(pageIndex, publicityPageSize);
  useClampPage(list, publicityPageSize, pageIndex);
  const total = list.data?.total ?? 0;

  return (
    <Card size={isDesktop ? 'default' : 'small'}>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError && !list.data ? (
        <InlineLoadFailed
          title="公示列表加载失败"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : total === 0 ? (
        <Empty description="当前没有正在公示的时长" data-testid="publicity-empty" />
      ) : (
        <Flex vertical gap={token.margin}>
          <PublicityMissionList
            rows={list.data?.list ?? []}
            isLoading={list.isFetching}
            isDesktop={isDesktop}
          />
          <ListPagination
            current={pageIndex}
            pageSize={publicityPageSize}
            total={total}
            isPhone={!isDesktop}
            totalLabel={(n) => `共 ${n} 个活动`}
            onChange={(page) => setParams(listSearch({}, page))}
            testId="publicity-pagination"
          />
        </Flex>
      )}
    </Card>
  );
}
