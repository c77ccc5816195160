import { App, Button, Form, Input } from 'antd';
import { newPasswordError, passwordAgainError } from '@zyz/domain';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';

// Spec §5: both fields are checked as the organiser types and when they leave the field.
const validateTrigger = ['onChange', 'onBlur'];

const settle = (error: string | null) =>
  error ? Promise.reject(new Error(error)) : Promise.resolve();

/** New password twice; `onChanged` runs after the server accepted it. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();

  const onFinish = async (values: ChangePasswordInput) => {
    try {
      await change.mutateAsync(values);
    } catch {
      return; // the api client has shown the server's msg
    }
    onChanged();
  };

  return (
    <Form<ChangePasswordInput>
      form={form}
      layout="vertical"
      requiredMark
      style={{ maxWidth: 420 }}
      onFinish={onFinish}
      // Spec §5: on submit the first error is also announced.
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) void message.warning(first);
      }}
    >
      <Form.Item
        name="password"
        label="新密码"
        validateTrigger={validateTrigger}
        rules={[
          { required: true, validator: (_, value?: string) => settle(newPasswordError(value)) },
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder="8到20位，须含大写字母、小写字母和数字"
          data-testid="change-password-new"
        />
      </Form.Item>
      <Form.Item
        name="passwordAgain"
        label="确认新密码"
        dependencies={['password']}
        validateTrigger={validateTrigger}
        rules={[
          ({ getFieldValue }) => ({
            required: true,
            validator: (_, value?: string) =>
              settle(passwordAgainError(value, getFieldValue('password') as string | undefined)),
          }),
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder="请再次输入新密码"
          data-testid="change-password-confirm"
        />
      </Form.Item>
      <Form.Item style={{ marginTop: 32, marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          loading={change.isPending}
          data-testid="change-password-submit"
        >
          确认修改
        </Button>
      </Form.Item>
    </Form>
  );
}
