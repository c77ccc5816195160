import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, ChangePasswordResult } from '@zyz/domain';
import { showWarning } from '../../../lib/feedback';
import { changePassword } from '../api/security';
import { againRules, passwordRules } from './reset-password-form';

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
      <Form.Item
        label="新密码"
        name="password"
        rules={passwordRules}
        extra="8到20位，须包含大写字母、小写字母和数字"
      >
        <Input.Password
          placeholder="请输入新密码"
          autoComplete="new-password"
          data-testid="reset-password"
        />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="passwordAgain"
        dependencies={['password']}
        rules={againRules}
      >
        <Input.Password
          placeholder="请再次输入新密码"
          autoComplete="new-password"
          data-testid="reset-password-again"
        />
      </Form.Item>
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
