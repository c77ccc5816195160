import { useNavigate, useSearchParams } from 'react-router';
import { Card, Empty, Flex, Typography, theme } from 'antd';
import { paths } from '../app/paths';
import { GlobalSearch } from '../features/search/components/global-search';

/** /mission/search?keyword=: where the global search lands. */
export default function MissionSearchPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const keyword = useSearchParams()[0].get('keyword') ?? '';
  return (
    <Flex vertical gap={token.margin} data-testid="mission-search-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        活动搜索
      </Typography.Title>
      {/* Keyed on the keyword so a new search from the header box refreshes the field. */}
      <GlobalSearch
        key={keyword}
        defaultValue={keyword}
        onSearch={(next) => navigate(paths.missionSearch(next))}
      />
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            keyword
              ? `“活动搜索”功能将在后续版本中开放，暂时无法查询“${keyword}”的相关活动。`
              : '“活动搜索”功能将在后续版本中开放，当前版本暂不提供此项服务。'
          }
        />
      </Card>
    </Flex>
  );
}
