import { Form, Input, Modal } from 'antd';
import { validValues } from '@zyz/client';

interface Props {
  open: boolean;
  count: number;
  isSubmitting: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** 不录用 needs a reason (≤200 字): the volunteer reads it in the site message. */
export function RejectDialog({ open, count, isSubmitting, onConfirm, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={count > 1 ? `不录用选中的 ${count} 条报名` : '不录用'}
      okText="确定不录用"
      okButtonProps={{ danger: true, loading: isSubmitting }}
      onOk={() => void validValues(form).then((v) => v && onConfirm(v.reason.trim()))}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="reject-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="不录用原因"
          extra="志愿者将在站内消息中看到此原因"
          rules={[
            { required: true, whitespace: true, message: '请填写不录用原因' },
            { max: 200, message: '原因不能超过200个字' },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={200}
            showCount
            placeholder="如：该时段已安排足够人员"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
