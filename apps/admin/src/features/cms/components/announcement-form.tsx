import { useEffect } from 'react';
import { Form, Input, Modal, Radio, Switch } from 'antd';
import dayjs from 'dayjs';
import { announcementShowTypeLabels, type ManageAnnouncement } from '@zyz/domain';
import type { AnnouncementDraft } from '../api/announcements';
import {
  ScheduleFields,
  scheduleFromWire,
  scheduleToWire,
  type ScheduleValues,
} from './schedule-fields';

interface Values extends ScheduleValues {
  showType: number;
  title: string;
  content?: string;
  pinned: boolean;
}

interface Props {
  editing: ManageAnnouncement | 'new' | null;
  isSaving: boolean;
  onSubmit: (draft: AnnouncementDraft) => void;
  onCancel: () => void;
}

const showTypeOptions = Object.entries(announcementShowTypeLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export function AnnouncementFormModal({ editing, isSaving, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing === 'new')
      form.setFieldsValue({
        showType: 1,
        pinned: false,
        enabled: true,
        startAt: dayjs().startOf('minute'),
      });
    else
      form.setFieldsValue({
        showType: editing.showType,
        title: editing.title,
        content: editing.content,
        pinned: editing.pinned,
        ...scheduleFromWire(editing),
      });
  }, [editing, form]);

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? '发布公告' : '编辑公告'}
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
        data-testid="announcement-form"
        onFinish={(v) =>
          onSubmit({
            announcementId: editing !== 'new' && editing ? editing.announcementId : undefined,
            showType: v.showType,
            title: v.title,
            content: v.content?.trim() ?? '',
            pinned: v.pinned,
            ...scheduleToWire(v),
          })
        }
      >
        <Form.Item
          name="showType"
          label="展示位置"
          rules={[{ required: true, message: '请选择展示位置' }]}
        >
          <Radio.Group options={showTypeOptions} />
        </Form.Item>
        <Form.Item
          name="title"
          label="公告标题"
          rules={[
            { required: true, message: '请输入公告标题' },
            { max: 100, message: '公告标题不能超过100个字' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="content"
          label="公告内容"
          rules={[{ max: 5000, message: '公告内容不能超过5000个字' }]}
        >
          <Input.TextArea rows={6} showCount maxLength={5000} />
        </Form.Item>
        <Form.Item name="pinned" label="置顶" valuePropName="checked" extra="置顶的公告排在最前">
          <Switch checkedChildren="置顶" unCheckedChildren="不置顶" />
        </Form.Item>
        <ScheduleFields />
      </Form>
    </Modal>
  );
}
