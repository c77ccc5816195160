import type { ReactNode } from 'react';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { articleCategories, type ManageArticleDetail } from '@zyz/domain';
import type { ArticleDraft } from '../api/articles';
import { LazyRichText } from './lazy-rich-text';
import { validValues } from '@zyz/client';

interface Props {
  initial?: ManageArticleDetail;
  coverInput: ReactNode;
  uploadImage: (file: Blob) => Promise<{ url: string }>;
  isSaving: boolean;
  onSubmit: (draft: ArticleDraft, publish: boolean) => void;
  onCancel: () => void;
}

interface Values {
  category: string;
  title: string;
  digest?: string;
  cover?: string | null;
  source?: string;
  missionId?: string;
  content: string;
}

/** Title, category, cover, digest, source, the linked mission (summaries) and the rich text. */
export function ArticleForm({
  initial,
  coverInput,
  uploadImage,
  isSaving,
  onSubmit,
  onCancel,
}: Props) {
  const [form] = Form.useForm<Values>();
  const category = Form.useWatch('category', form);
  const submit = (publish: boolean) =>
    void validValues(form).then(
      (v) =>
        v &&
        onSubmit(
          {
            id: initial?.id,
            category: v.category,
            title: v.title,
            digest: v.digest?.trim() || undefined,
            cover: v.cover ?? null,
            source: v.source?.trim() || undefined,
            missionId: v.category === 'summary' ? v.missionId?.trim() || undefined : undefined,
            content: v.content,
          },
          publish,
        ),
    );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={
        initial
          ? { ...initial, missionId: initial.missionId ?? undefined }
          : { category: 'news', content: '' }
      }
      data-testid="article-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请输入标题' },
              { max: 120, message: '标题不能超过120个字' },
            ]}
          >
            <Input placeholder="文章标题" showCount maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="category"
            label="分类"
            rules={[{ required: true, message: '请选择文章分类' }]}
          >
            <Select options={articleCategories.map((c) => ({ value: c.code, label: c.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="cover" label="封面图片">
            {coverInput}
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="digest" label="摘要" extra="留空则取正文开头；用于列表和搜索引擎描述">
            <Input.TextArea rows={3} maxLength={300} showCount />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="source" label="来源">
                <Input maxLength={60} placeholder="如：广州市志愿者联合会" />
              </Form.Item>
            </Col>
            {category === 'summary' && (
              <Col xs={24} md={12}>
                <Form.Item
                  name="missionId"
                  label="关联活动编号"
                  rules={[{ pattern: /^[1-9]\d{0,14}$/, message: '活动编号应为数字' }]}
                >
                  <Input placeholder="选填，本组织的活动编号" />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Col>
      </Row>
      <Form.Item name="content" label="正文" rules={[{ required: true, message: '请输入正文' }]}>
        <LazyRichText uploadImage={uploadImage} placeholder="请输入正文，可插入图片" />
      </Form.Item>
      <Space wrap>
        <Button onClick={() => submit(false)} loading={isSaving} data-testid="article-save-draft">
          保存草稿
        </Button>
        <Button
          type="primary"
          onClick={() => submit(true)}
          loading={isSaving}
          data-testid="article-save-publish"
        >
          保存并发布
        </Button>
        <Button type="text" onClick={onCancel}>
          返回列表
        </Button>
      </Space>
    </Form>
  );
}
