import { Link } from 'react-router';
import { Flex, Image, List, Tag, Typography, theme } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import { EyeOutlined } from '@ant-design/icons';
import type { ArticleListItem } from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { toChinaTime } from '../../../lib/china-time';

/** One row of the news list: cover on the left when there is one, title, digest, date, reads. */
export function ArticleRow({ article }: { article: ArticleListItem }) {
  const { token } = theme.useToken();
  const screens = { sm: useMinWidth('sm'), md: useMinWidth('md') };
  const coverWidth = screens.sm ? 180 : 96;
  const href = paths.articleOf(article.kind, article.id);
  return (
    <List.Item data-testid="article-row">
      <Flex gap={token.margin} style={{ width: '100%' }} align="flex-start">
        {article.cover && (
          <Link to={href} tabIndex={-1} aria-hidden>
            <Image
              src={article.cover}
              alt=""
              width={coverWidth}
              height={(coverWidth * 9) / 16}
              preview={false}
              style={{ objectFit: 'cover', borderRadius: token.borderRadius }}
            />
          </Link>
        )}
        <Flex vertical gap={token.marginXXS} style={{ minWidth: 0, flex: 1 }}>
          <Link to={href}>
            <Typography.Title
              level={2}
              style={{ margin: 0, fontSize: token.fontSizeHeading5 }}
              ellipsis={{ rows: 2 }}
            >
              {article.title}
            </Typography.Title>
          </Link>
          {article.digest && screens.sm && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {article.digest}
            </Typography.Paragraph>
          )}
          <Flex gap={token.marginXS} wrap align="center">
            <Tag color={article.kind === 'summary' ? 'gold' : 'red'} style={{ marginInlineEnd: 0 }}>
              {article.categoryName}
            </Tag>
            <Typography.Text type="secondary">
              {toChinaTime(article.publishTime).format('YYYY-MM-DD')}
            </Typography.Text>
            <Typography.Text type="secondary">
              <EyeOutlined /> {article.viewCount}
            </Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </List.Item>
  );
}
