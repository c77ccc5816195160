import { Form, Input, Modal, Typography } from 'antd';
import { fieldRule, validValues } from '@zyz/client';
import { totpDisableInputSchema, type TotpDisableInput } from '@zyz/domain';
import { useDisableTotp } from '../api/disable-totp';

const field = totpDisableInputSchema.shape;

interface TotpDisableDialogProps {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}

/** 关闭两步验证: the password and a current code, so a session left open cannot do it alone. */
export function TotpDisableDialog({ open, onClose, onDisabled }: TotpDisableDialogProps) {
  const [form] = Form.useForm<TotpDisableInput>();
  const disable = useDisableTotp();
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await disable.mutateAsync(values);
    } catch {
      return; // the api client showed the server's msg
    }
    onDisabled();
  };
  return (
    <Modal
      open={open}
      title="关闭两步验证"
      okText="确认关闭"
      okButtonProps={{ danger: true, loading: disable.isPending, 'data-testid': 'totp-disable-ok' }}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="totp-disable-dialog"
    >
      <Typography.Paragraph type="secondary">
        关闭后登录只需密码，账号安全性会降低；剩余的恢复码同时作废。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} requiredMark={false}>
        <Form.Item name="password" label="登录密码" rules={[fieldRule(field.password)]}>
          <Input.Password autoComplete="current-password" data-testid="totp-disable-password" />
        </Form.Item>
        <Form.Item
          name="code"
          label="验证码"
          extra="身份验证器应用中的6位数字；手机不在身边时，可输入一个未用过的恢复码"
          rules={[fieldRule(field.code)]}
        >
          <Input
            autoComplete="one-time-code"
            maxLength={32}
            placeholder="6位数字或恢复码"
            data-testid="totp-disable-code"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
