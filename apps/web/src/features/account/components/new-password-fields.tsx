import { Form, Input, type FormRule as Rule } from 'antd';
import { newPasswordError, passwordAgainError } from '@zyz/domain';

const settle = (error: string | null) =>
  error ? Promise.reject(new Error(error)) : Promise.resolve();

const passwordRules: Rule[] = [
  { required: true, validator: (_, value?: string) => settle(newPasswordError(value)) },
];

const againRules: Rule[] = [
  ({ getFieldValue }) => ({
    required: true,
    validator: (_, value?: string) =>
      settle(passwordAgainError(value, getFieldValue('password') as string | undefined)),
  }),
];

/**
 * 新密码 and 确认密码 (form fields `password`, `passwordAgain`) with the platform's password
 * rules, shared by the change, reset and recovery forms so they can never disagree.
 */
export function NewPasswordFields() {
  return (
    <>
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
    </>
  );
}
