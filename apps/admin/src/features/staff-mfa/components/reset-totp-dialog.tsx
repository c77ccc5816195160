import { Alert, Form, Input, Modal } from 'antd';
import { fieldRule, validValues } from '@zyz/client';
import { totpResetInputSchema } from '@zyz/domain';
import { useResetStaffTotp } from '../api/reset-staff-totp';

/** The staff member whose second factor is reset. */
export interface ResetTotpTarget {
  staffId: string;
  name: string;
  loginName: string;
}

interface ResetTotpDialogProps {
  target: ResetTotpTarget | null;
  onClose: () => void;
  onReset: (target: ResetTotpTarget) => void;
}

/**
 * 重置两步验证 for a staff member who lost the phone and the recovery codes. The reason is kept
 * in the audit log, so it is asked for every time.
 */
export function ResetTotpDialog({ target, onClose, onReset }: ResetTotpDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const reset = useResetStaffTotp();
  const submit = async () => {
    const values = await validValues(form);
    if (!values || !target) return;
    try {
      await reset.mutateAsync({ accountId: Number(target.staffId), reason: values.reason.trim() });
    } catch {
      return; // the api client showed the server's msg
    }
    onReset(target);
  };
  return (
    <Modal
      open={target !== null}
      title={target ? `重置 ${target.name}（${target.loginName}）的两步验证？` : ''}
      okText="确认重置"
      okButtonProps={{ danger: true, loading: reset.isPending, 'data-testid': 'totp-reset-ok' }}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="totp-reset-dialog"
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="重置后，该账号原有的验证器和恢复码全部失效"
        description="请先当面或电话核实本人身份。重置后该账号的登录全部失效，对方再次登录时按平台要求重新开启两步验证。"
      />
      <Form form={form} layout="vertical" preserve={false} requiredMark>
        <Form.Item
          name="reason"
          label="重置原因"
          extra="记入审计日志"
          required
          rules={[fieldRule(totpResetInputSchema.shape.reason)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder="如：手机丢失，已电话核实本人身份"
            data-testid="totp-reset-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
