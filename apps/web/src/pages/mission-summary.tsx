import { useState } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useMissionList } from '../features/mission/api/mission-list';
import { MissionResults } from '../features/mission/components/mission-results';
import { MissionTotals } from '../features/mission/components/mission-totals';

const pageSize = 12;

/** /mission/summary (活动总结): missions whose service is over, the most recent first. */
export default function MissionSummaryPage() {
  const { token } = theme.useToken();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useMissionList({ status: 'ended', sort: 'newest', pageIndex, pageSize });
  return (
    <Flex vertical gap={token.margin} data-testid="mission-summary-page">
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          活动总结
        </Typography.Title>
        <Typography.Text type="secondary">
          已完成服务的活动，感谢每一位参与的志愿者。
        </Typography.Text>
      </Flex>
      <MissionResults
        query={list}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPageChange={(next) => {
          setPageIndex(next);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        emptyText="还没有已结束的活动"
        renderExtra={(mission) => <MissionTotals mission={mission} />}
      />
    </Flex>
  );
}
