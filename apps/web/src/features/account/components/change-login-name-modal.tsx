import { Form, Input, Modal } from 'antd';
import { isValidAccountName } from '@zyz/domain';
import { useChangeLoginName } from '../api/security';
import { validValues } from '@zyz/client';
import { useFeedback } from '../../../lib/feedback';

interface Props {
  open: boolean;
  current: string;
  onClose: () => void;
}

interface Values {
  loginName: string;
  password: string;
}

/** A new account name, confirmed with the current password. */
export function ChangeLoginNameModal({ open, current, onClose }: Props) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const change = useChangeLoginName();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    change.mutate(values, {
      onSuccess: (user) => {
        message.success(`账号名已改为 ${user.userName}，下次请用新账号名登录`);
        form.resetFields();
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title="修改账号名"
      okText="确认修改"
      cancelText="取消"
      confirmLoading={change.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="change-login-name-modal"
    >
      <Form form={form} layout="vertical" requiredMark={false} autoComplete="off">
        <Form.Item label="当前账号名">
          <Input value={current} disabled />
        </Form.Item>
        <Form.Item
          label="新账号名"
          name="loginName"
          extra="以字母开头，8到20位字母和数字，至少包含一个数字"
          rules={[
            { required: true, message: '请输入新账号名' },
            {
              validator: (_, v?: string) =>
                !v || isValidAccountName(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error('账号须以字母开头，8到20位字母和数字，且至少包含一个数字'),
                    ),
            },
          ]}
        >
          <Input placeholder="请输入新账号名" maxLength={20} data-testid="new-login-name" />
        </Form.Item>
        <Form.Item
          label="当前密码"
          name="password"
          rules={[{ required: true, message: '请输入当前密码' }]}
        >
          <Input.Password
            placeholder="请输入当前密码以确认身份"
            autoComplete="current-password"
            data-testid="login-name-password"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
