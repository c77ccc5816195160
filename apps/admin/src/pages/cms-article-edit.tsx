import { useNavigate, useParams } from 'react-router';
import { App, Card, Result, Skeleton } from 'antd';
import { paths } from '../lib/paths';
import {
  useArticleMutations,
  useManageArticle,
  type ArticleDraft,
} from '../features/content/api/articles';
import { ArticleForm } from '../features/content/components/article-form';
import { uploadImage } from '../lib/upload-image';
import { CoverUpload } from '../components/cover-upload';

/** 新建文章 / 编辑文章: the rich-text editor loads with this page only. */
export default function CmsArticleEditPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { articleId } = useParams();
  const existing = useManageArticle(articleId);
  const { save, act } = useArticleMutations();

  const submit = async (draft: ArticleDraft, publish: boolean) => {
    const { id } = await save.mutateAsync(draft);
    if (publish) await act.mutateAsync({ action: 'publish', id });
    void message.success(publish ? '文章已发布' : '草稿已保存');
    navigate(paths.cmsArticles);
  };

  if (articleId && existing.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (articleId && existing.isError)
    return <Result status="404" title="文章不存在或无权编辑" subTitle={existing.error.message} />;
  return (
    <Card title={articleId ? '编辑文章' : '新建文章'}>
      <ArticleForm
        key={articleId ?? 'new'}
        initial={existing.data}
        coverInput={<CoverUpload label="上传封面" />}
        uploadImage={uploadImage}
        isSaving={save.isPending || act.isPending}
        // Failures were shown by the api client (the server's Chinese msg); the form stays filled.
        onSubmit={(draft, publish) => void submit(draft, publish).catch(() => undefined)}
        onCancel={() => navigate(paths.cmsArticles)}
      />
    </Card>
  );
}
