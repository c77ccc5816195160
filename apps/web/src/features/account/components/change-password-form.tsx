import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, ChangePasswordResult } from '@zyz/domain';
import { showWarning } from '../../../lib/feedback';
import { changePassword } from '../api/security';
import { NewPasswordFields } from './new-password-fields';

interface Props {
  onChanged: (result: ChangePasswordResult) => void;
}

/** The ordinary change: the current password, then the new one twice (spec §5 rules). */
export function ChangePasswordForm({ onChanged }: Props) {
  const [form] = Form.useForm<ChangePasswordInput>();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      form.resetFields();
      onChanged(result);
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => mutation.mutate(values)}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) showWarning(first);
      }}
      requiredMark={false}
      autoComplete="off"
    >
      <Form.Item
        label="原密码"
        name="oldPassword"
        rules={[{ required: true, message: '原密码不能为空' }]}
      >
        <Input.Password
          placeholder="请输入原密码"
          autoComplete="current-password"
          data-testid="old-password"
        />
      </Form.Item>
      <NewPasswordFields />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={mutation.isPending}
        data-testid="change-password-submit"
      >
        确认修改
      </Button>
    </Form>
  );
}
