import { useEffect, type ReactNode } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import dayjs from 'dayjs';
import type { ManageBanner } from '@zyz/domain';
import type { BannerDraft } from '../api/banners';
import {
  ScheduleFields,
  scheduleFromWire,
  scheduleToWire,
  type ScheduleValues,
} from './schedule-fields';

interface Values extends ScheduleValues {
  title: string;
  image: string | null;
  link?: string;
  sortOrder: number;
}

interface Props {
  /** null = closed; 'new' = a new banner; otherwise the banner being edited. */
  editing: ManageBanner | 'new' | null;
  isSaving: boolean;
  /** The image picker (the console's upload control), bound to the form by Form.Item. */
  imageInput: ReactNode;
  onSubmit: (draft: BannerDraft) => void;
  onCancel: () => void;
}

export function BannerFormModal({ editing, isSaving, imageInput, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing === 'new')
      form.setFieldsValue({ sortOrder: 0, enabled: true, startAt: dayjs().startOf('minute') });
    else
      form.setFieldsValue({
        title: editing.title,
        image: editing.image,
        link: editing.link,
        sortOrder: editing.sortOrder,
        ...scheduleFromWire(editing),
      });
  }, [editing, form]);

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? '新建轮播图' : '编辑轮播图'}
      okText="保存"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="banner-form"
        onFinish={(v) =>
          onSubmit({
            bannerId: editing !== 'new' && editing ? editing.bannerId : undefined,
            title: v.title,
            image: v.image ?? '',
            link: v.link?.trim() ?? '',
            sortOrder: v.sortOrder,
            ...scheduleToWire(v),
          })
        }
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, message: '请输入标题' },
            { max: 60, message: '标题不能超过60个字' },
          ]}
        >
          <Input placeholder="图片的说明文字，也用于无障碍阅读" />
        </Form.Item>
        <Form.Item
          name="image"
          label="轮播图片"
          extra="建议尺寸 1200×400，JPG、PNG 或 WebP，不超过2MB"
          rules={[{ required: true, message: '请上传轮播图片' }]}
        >
          {imageInput}
        </Form.Item>
        <Form.Item
          name="link"
          label="跳转链接"
          extra="本站页面以 / 开头（如 /mission），外部网站以 https:// 开头；留空则不跳转"
          rules={[
            {
              pattern: /^(\/(?!\/)\S*|https?:\/\/\S+)$/,
              message: '跳转链接须为本站路径（以 / 开头）或 http(s) 地址',
            },
          ]}
        >
          <Input placeholder="/mission" />
        </Form.Item>
        <Form.Item name="sortOrder" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <ScheduleFields />
      </Form>
    </Modal>
  );
}
