import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { helpCategories, type ManageHelpItem } from '@zyz/domain';
import type { HelpDraft } from '../api/help';
import { LazyRichText } from './lazy-rich-text';
import { validValues } from '@zyz/client';

interface Props {
  editing: ManageHelpItem | 'new' | null;
  isSaving: boolean;
  uploadImage: (file: Blob) => Promise<{ url: string }>;
  onCancel: () => void;
  onSubmit: (draft: HelpDraft) => void;
}

/** One help question and its answer. */
export function HelpFormModal({ editing, isSaving, uploadImage, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<HelpDraft>();
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      editing === 'new' ? { category: 'register', sort: 0, content: '' } : editing,
    );
  }, [editing, form]);
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? '新建问答' : '编辑问答'}
      width={800}
      okText="保存"
      cancelText="取消"
      confirmLoading={isSaving}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        void validValues(form).then(
          (v) => v && onSubmit({ ...v, id: editing === 'new' ? undefined : editing?.id }),
        )
      }
    >
      <Form form={form} layout="vertical" data-testid="help-form">
        <Form.Item
          name="category"
          label="分类"
          rules={[{ required: true, message: '请选择帮助分类' }]}
        >
          <Select options={helpCategories.map((c) => ({ value: c.code, label: c.name }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label="问题"
          rules={[{ required: true, whitespace: true, message: '请输入问题' }]}
        >
          <Input maxLength={120} showCount />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="content" label="解答" rules={[{ required: true, message: '请输入解答' }]}>
          <LazyRichText uploadImage={uploadImage} placeholder="请输入解答" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
