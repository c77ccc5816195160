import type { ReactNode } from 'react';
import { Card, Empty, Flex, Pagination, Skeleton, theme } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatListTotal, listDepth } from '@zyz/domain';
import type { MissionSummary, Page, PortalMissionItem } from '@zyz/domain';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { LoadFailed } from '../../../components/load-failed';
import { MissionCard } from './mission-card';

interface MissionResultsProps {
  query: UseQueryResult<Page<PortalMissionItem | MissionSummary>>;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  emptyText: ReactNode;
  emptyAction?: ReactNode;
  /** Drawn under each card, e.g. the summary page's totals. */
  renderExtra?: (mission: PortalMissionItem | MissionSummary) => ReactNode;
}

const cardColumns = { xs: 1, sm: 2, lg: 3 };

function CardSkeletons({ count }: { count: number }) {
  const { token } = theme.useToken();
  return (
    <ResponsiveGrid columns={cardColumns} gap={token.margin} data-testid="mission-results-loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Card
            cover={
              <Skeleton.Node
                active
                style={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }}
              />
            }
          >
            <Skeleton active title paragraph={{ rows: 3 }} />
          </Card>
        </div>
      ))}
    </ResponsiveGrid>
  );
}

/** A page of mission cards with its loading, empty and error states and the pager. */
export function MissionResults(props: MissionResultsProps) {
  const { query, pageIndex, pageSize, onPageChange, emptyText, emptyAction, renderExtra } = props;
  const { token } = theme.useToken();
  const isPhone = !useMinWidth('sm');

  if (query.isPending) return <CardSkeletons count={isPhone ? 2 : 6} />;
  if (query.isError)
    return (
      <Card>
        <LoadFailed
          title="活动加载失败"
          error={query.error}
          onRetry={() => void query.refetch()}
          testId="mission-results"
        />
      </Card>
    );
  const { list, total } = query.data;
  if (total === 0)
    return (
      <Card>
        <Empty description={emptyText} data-testid="mission-results-empty">
          {emptyAction}
        </Empty>
      </Card>
    );
  return (
    <Flex vertical gap={token.marginLG} data-testid="mission-results">
      <ResponsiveGrid
        columns={cardColumns}
        gap={token.margin}
        // The last page stays in view, dimmed, while the next one loads.
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        {list.map((mission) => (
          <div key={mission.missionId}>
            <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
              <div style={{ flex: 1 }}>
                <MissionCard mission={mission} />
              </div>
              {renderExtra?.(mission)}
            </div>
          </div>
        ))}
      </ResponsiveGrid>
      {total > pageSize && (
        <Flex justify="center">
          <Pagination
            current={pageIndex}
            pageSize={pageSize}
            // Pages go as deep as the server lists (listDepth); the total may read "1000+".
            total={Math.min(total, listDepth)}
            onChange={onPageChange}
            showSizeChanger={false}
            simple={isPhone}
            showTotal={isPhone ? undefined : () => `共 ${formatListTotal(total)} 条`}
            data-testid="mission-pagination"
          />
        </Flex>
      )}
    </Flex>
  );
}
