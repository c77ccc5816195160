import { Link } from 'react-router';
import { Skeleton, theme } from 'antd';
import { QuietEmpty } from '../quiet-empty';
import { EyeOutlined } from '@ant-design/icons';
import { paths } from '../../../lib/paths';
import { Panel, PlainList, oneLineClass } from '../../../components/home-panel';
import { toChinaTime } from '../../../lib/china-time';
import { useHotNews } from '../api/hot-news';

/** 热点新闻: the most read articles; an empty state while there are none (or none can load). */
export function HotNews() {
  const { token } = theme.useToken();
  const { data, isPending, isError } = useHotNews();
  return (
    <Panel
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
        <PlainList
          items={data}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <>
              <Link
                to={paths.articleDetail(item.id)}
                title={item.title}
                className={oneLineClass}
                style={{ flex: 1, color: token.colorText }}
              >
                {item.title}
              </Link>
              <span
                style={{
                  color: token.colorTextSecondary,
                  whiteSpace: 'nowrap',
                  marginInlineStart: token.marginSM,
                }}
              >
                <EyeOutlined /> {item.viewCount} · {toChinaTime(item.publishTime).format('MM-DD')}
              </span>
            </>
          )}
        />
      )}
    </Panel>
  );
}
