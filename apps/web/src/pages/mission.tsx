import { useNavigate } from 'react-router';
import { Card, Empty, Flex, Typography, theme } from 'antd';
import { paths } from '../app/paths';
import { GlobalSearch } from '../features/search/components/global-search';

/**
 * /mission, kept alive by the shell: the search text typed here is still there after a
 * visit to a mission page.
 */
export default function MissionPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={token.margin} data-testid="mission-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        志愿活动
      </Typography.Title>
      <GlobalSearch onSearch={(keyword) => navigate(paths.missionSearch(keyword))} />
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="“志愿活动”列表将在后续版本中开放，当前版本可通过上方搜索框查找活动。"
        />
      </Card>
    </Flex>
  );
}
