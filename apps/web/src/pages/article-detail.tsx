import { Link, useLoaderData, useParams } from 'react-router';
import { Breadcrumb, Card, Divider, Flex, Image, Skeleton, Tag, Typography, theme } from 'antd';
import { LoadFailed } from '../components/load-failed';
import { MissingResult } from '../components/not-found-result';
import { EyeOutlined } from '@ant-design/icons';
import { BizCode, type ArticleDetail, type ArticleKind } from '@zyz/domain';
import { paths } from '../lib/paths';
import type { SlugData } from '../app/routes/lazy-page';
import { ApiError } from '../lib/api-client';
import { toChinaTime } from '../lib/china-time';
import { useDocumentTitle } from '../lib/use-document-title';
import { useArticleDetail } from '../features/article/api/articles';
import { RichContent } from '../features/article/components/rich-content';
import { articleIdPattern } from './article-detail.data';

function ArticleNotFound() {
  return (
    <MissingResult
      title="文章不存在或已下线"
      backTo={paths.article}
      backLabel="返回新闻资讯"
      testId="article-not-found"
    />
  );
}

/** /article/article-{id} and /article/summary-{id}: one article, its reads counted. */
export default function ArticleDetailPage() {
  const { id } = useLoaderData<SlugData>();
  const kind: ArticleKind = (useParams().slug ?? '').startsWith('summary-') ? 'summary' : 'article';
  if (!articleIdPattern.test(id)) return <ArticleNotFound />;
  return <ArticleView key={`${kind}-${id}`} id={id} kind={kind} />;
}

function ArticleView({ id, kind }: { id: string; kind: ArticleKind }) {
  const { token } = theme.useToken();
  const detail = useArticleDetail(id, kind);
  useDocumentTitle(detail.data?.title);

  if (detail.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === BizCode.NotFound;
    if (missing) return <ArticleNotFound />;
    return (
      <LoadFailed title="文章加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const a = detail.data;
  return (
    <Flex vertical gap={token.margin} data-testid="article-detail-page">
      <Breadcrumb
        items={[
          { title: <Link to={paths.article}>新闻资讯</Link> },
          { title: <Link to={`${paths.article}?category=${a.category}`}>{a.categoryName}</Link> },
          { title: '正文' },
        ]}
      />
      <Card>
        <article>
          <Typography.Title level={2} style={{ marginTop: 0 }} data-testid="article-title">
            {a.title}
          </Typography.Title>
          <Flex gap={token.marginSM} wrap align="center">
            <Tag color={a.kind === 'summary' ? 'gold' : 'red'}>{a.categoryName}</Tag>
            <Typography.Text type="secondary">
              {toChinaTime(a.publishTime).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
            <Typography.Text type="secondary">发布：{a.publisher}</Typography.Text>
            {a.source && <Typography.Text type="secondary">来源：{a.source}</Typography.Text>}
            <Typography.Text type="secondary" data-testid="article-views">
              <EyeOutlined /> {a.viewCount} 次阅读
            </Typography.Text>
          </Flex>
          {a.missionId && (
            <Typography.Paragraph style={{ marginTop: token.margin }}>
              关联活动：<Link to={paths.missionDetail(a.missionId)}>{a.missionSubject}</Link>
            </Typography.Paragraph>
          )}
          <Divider />
          {a.cover && (
            <Image
              src={a.cover}
              alt={a.title}
              style={{ maxWidth: '100%', marginBottom: token.margin }}
              preview={false}
            />
          )}
          <RichContent html={a.content} testId="article-content" />
        </article>
        <Divider />
        <Neighbours article={a} />
      </Card>
    </Flex>
  );
}

function Neighbours({ article }: { article: ArticleDetail }) {
  const link = (n: ArticleDetail['previous']) =>
    n ? (
      <Link to={paths.articleOf(article.kind, n.id)}>{n.title}</Link>
    ) : (
      <Typography.Text type="secondary">没有了</Typography.Text>
    );
  return (
    <Flex vertical gap={4}>
      <Typography.Text ellipsis>上一篇：{link(article.previous)}</Typography.Text>
      <Typography.Text ellipsis>下一篇：{link(article.next)}</Typography.Text>
    </Flex>
  );
}
