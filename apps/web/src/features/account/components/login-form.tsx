import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { mfaChallengeSchema, UserType, type LoginOther } from '@zyz/domain';
import { ApiError, handOverMfaTicket, MALFORMED_ANSWER, saveLoginTokens } from '@zyz/client';
import { showError } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user-store';
import { loginWithPassword, type LoginCredentials } from '../api/login';
import { readRememberedAccount, rememberAccount } from '../remembered-account';

interface LoginValues extends LoginCredentials {
  remember: boolean;
}

interface LoginFormProps {
  type: UserType;
  /** Runs after the tokens are stored; the page decides where the person goes. */
  onLoggedIn: (other: LoginOther) => Promise<void> | void;
  /**
   * An organisation account with a second factor: the password was right and the code is
   * asked for next. Without it such an answer is shown as a failure.
   */
  onSecondFactor?: () => void;
}

const placeholders: Record<UserType, string> = {
  [UserType.Volunteer]: '用户名/手机号/身份证号',
  [UserType.Organizer]: '组织账号/手机号',
};

export function LoginForm({ type, onLoggedIn, onSecondFactor }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const [isSubmitting, setSubmitting] = useState(false);

  useEffect(() => {
    void readRememberedAccount(type).then((account) => {
      // Not over an account typed before the page came alive (lib/early-input.ts).
      if (account && !form.isFieldTouched('username'))
        form.setFieldsValue({ username: account, remember: true });
    });
  }, [form, type]);

  const submit = async ({ username, password, remember }: LoginValues) => {
    setSubmitting(true);
    try {
      const result = await loginWithPassword(type, { username, password });
      const challenge = result.code === '1' && mfaChallengeSchema.safeParse(result.data);
      if (challenge && challenge.success && onSecondFactor) {
        await rememberAccount(type, remember ? username.trim() : null);
        handOverMfaTicket({ mfaTicket: challenge.data.mfaTicket, username: username.trim() });
        onSecondFactor();
        return;
      }
      if (result.code !== '1' || !result.other) {
        showError(result.msg || '登录失败，请稍后重试');
        return;
      }
      saveLoginTokens(result.other);
      useUserStore.getState().syncFromStorage();
      await rememberAccount(type, remember ? username.trim() : null);
      await onLoggedIn(result.other);
    } catch (error) {
      // HTTP failures were already reported by the API client; an answer of the wrong shape was not.
      if (error instanceof ApiError && error.code === MALFORMED_ANSWER) showError(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      size="large"
      onFinish={submit}
      initialValues={{ remember: false }}
      requiredMark={false}
      data-testid={type === UserType.Volunteer ? 'volunteer-login-form' : 'org-login-form'}
    >
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: '请输入账号' }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={placeholders[type]}
          autoComplete="username"
          maxLength={64}
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={64}
          data-testid="login-password"
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
        <Checkbox data-testid="login-remember">记住账号</Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={isSubmitting}
        data-testid="login-submit"
      >
        登录
      </Button>
    </Form>
  );
}
