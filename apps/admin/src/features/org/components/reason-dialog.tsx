import { Form, Input, Modal } from 'antd';
import { validValues } from '@zyz/client';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** Who reads the reason, said under the box. */
  readerHint: string;
  isSubmitting: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A refusal with its reason (2–200 字), which the applicant reads. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, readerHint, isSubmitting, onConfirm, onClose } = props;
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText="确定不通过"
      okButtonProps={{ danger: true, loading: isSubmitting }}
      onOk={() => void validValues(form).then((v) => v && onConfirm(v.reason.trim()))}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="reason-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="不通过原因"
          extra={readerHint}
          rules={[
            { required: true, whitespace: true, message: '请填写不通过的原因' },
            { min: 2, message: '请填写不通过的原因（至少2个字）' },
            { max: 200, message: '原因不能超过200个字' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
