import { Link } from 'react-router';
import { Card, Flex, List, Skeleton, Typography } from 'antd';
import { QuietEmpty } from '../quiet-empty';
import { EyeOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { toChinaTime } from '../../../lib/china-time';
import { useHotNews } from '../api/hot-news';

/** 热点新闻: the most read articles; an empty state while there are none (or none can load). */
export function HotNews() {
  const { data, isPending, isError } = useHotNews();
  return (
    <Card
      title="热点新闻"
      extra={<Link to={paths.article}>更多</Link>}
      data-testid="home-hot-news"
      style={{ height: '100%' }}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : isError || data.length === 0 ? (
        <QuietEmpty description="暂无新闻" />
      ) : (
        <List
          size="small"
          dataSource={data}
          renderItem={(item) => (
            <List.Item>
              <Flex justify="space-between" gap={12} style={{ width: '100%' }}>
                <Link to={paths.articleDetail(item.id)} style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text ellipsis={{ tooltip: item.title }}>{item.title}</Typography.Text>
                </Link>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  <EyeOutlined /> {item.viewCount} · {toChinaTime(item.publishTime).format('MM-DD')}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
