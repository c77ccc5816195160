import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ApiError, clearMfaHandoff, readMfaHandoff } from '@zyz/client';
import { useLoginOrg, type OrgLoginInput } from '../api/login-org';
import { SecondFactorForm } from './second-factor-form';

/**
 * Organisation sign-in. `onSignedIn` runs once the token and flags are stored; an account with a
 * second factor answers the password with a ticket, and the code is asked for in place.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { message } = App.useApp();
  const login = useLoginOrg();
  const [failure, setFailure] = useState<string | null>(null);
  // The portal's 组织登录 may have taken the password already and handed its ticket over.
  const [handoff] = useState(readMfaHandoff);
  useEffect(clearMfaHandoff, []);
  const [mfaTicket, setMfaTicket] = useState<string | null>(handoff?.mfaTicket ?? null);
  // Kept for the way back from the second step: the account is typed once.
  const [username, setUsername] = useState(handoff?.username ?? '');

  const onFinish = async (values: OrgLoginInput) => {
    setFailure(null);
    setUsername(values.username);
    try {
      const result = await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
      });
      if (result.kind === 'second-factor') setMfaTicket(result.mfaTicket);
      else onSignedIn();
    } catch (error) {
      // HTTP failures already showed the generic toast from the api client; a refusal
      // (wrong password, lockout) is the server's msg, shown as an error (spec §8).
      if (error instanceof ApiError && error.status !== 200) return;
      const text = error instanceof ApiError ? error.message : '登录失败，请稍后重试';
      setFailure(text);
      void message.error(text);
    }
  };

  if (mfaTicket)
    return (
      <SecondFactorForm
        mfaTicket={mfaTicket}
        onSignedIn={onSignedIn}
        onBack={(notice) => {
          setMfaTicket(null);
          setFailure(notice ?? null);
        }}
      />
    );

  return (
    <Form<OrgLoginInput>
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username }}
      onFinish={onFinish}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <Form.Item
        name="username"
        label="账号"
        rules={[{ required: true, whitespace: true, message: '请输入账号' }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder="登录名或手机号"
          autoComplete="username"
          maxLength={64}
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={64}
          // Back from the second step the account is filled in: the password is what is next.
          autoFocus={username !== ''}
          data-testid="login-password"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={login.isPending}
        data-testid="login-submit"
      >
        登录
      </Button>
    </Form>
  );
}
