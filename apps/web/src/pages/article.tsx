import { Flex, Typography, theme } from 'antd';
import { ArticleListControls } from '../features/article/components/article-list-controls';
import { ArticleListResults } from '../features/article/components/article-list-results';
import { Island } from '../islands/island';

/**
 * /article?category=&keyword=&page=: news and activity summaries, newest first. On a visitor's
 * page the search with its categories and the list are islands; the address is what they share.
 */
export default function ArticlePage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin} data-testid="article-page">
      {/* The page's one h1, at the size of the other pages' titles; each article below is an h2. */}
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        新闻资讯
      </Typography.Title>
      <Island name="article-controls" component={ArticleListControls} props={{}} />
      <Island name="article-results" component={ArticleListResults} props={{}} followsAddress />
    </Flex>
  );
}
