import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMutation } from '@tanstack/react-query';
import { newPasswordError, passwordAgainError, type UserType } from '@zyz/domain';
import { showWarning } from '../../../lib/feedback';
import { resetModifyPassword } from '../api/reset-password';

interface ResetPasswordValues {
  password: string;
  passwordAgain: string;
}

const settle = (error: string | null) =>
  error ? Promise.reject(new Error(error)) : Promise.resolve();

export const passwordRules: Rule[] = [
  { required: true, validator: (_, value?: string) => settle(newPasswordError(value)) },
];

export const againRules: Rule[] = [
  ({ getFieldValue }) => ({
    required: true,
    validator: (_, value?: string) =>
      settle(passwordAgainError(value, getFieldValue('password') as string | undefined)),
  }),
];

interface ResetPasswordFormProps {
  type: UserType;
  onChanged: () => void;
  submitText?: string;
}

/**
 * Spec §5 weak/forced password form: each field is checked as it is typed and on blur;
 * a refused submit names the first problem in a toast as well as under the field.
 */
export function ResetPasswordForm({
  type,
  onChanged,
  submitText = '确认修改',
}: ResetPasswordFormProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordValues) => resetModifyPassword(type, values),
    onSuccess: onChanged,
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
        data-testid="reset-submit"
      >
        {submitText}
      </Button>
    </Form>
  );
}
