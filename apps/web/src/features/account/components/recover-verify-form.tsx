import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Tabs } from 'antd';
import { isValidEmail, isValidMobile, type FindPwdTicket } from '@zyz/domain';
import { ApiError } from '../../../lib/api-client';
import { SmsCodeButton } from '../../register';
import {
  checkRecoveryEmail,
  checkRecoveryMobile,
  sendEmailCode,
  sendFindPasswordSms,
  type RecoveryWho,
} from '../api/security';

type Channel = 'mobile' | 'email';

interface Values {
  target: string;
  code: string;
  loginName?: string;
}

interface Props {
  who: RecoveryWho;
  onVerified: (ticket: FindPwdTicket) => void;
}

/** Step 1: prove the account's mobile or e-mail is yours with a findPassword code. */
export function RecoverVerifyForm({ who, onVerified }: Props) {
  const [form] = Form.useForm<Values>();
  const [channel, setChannel] = useState<Channel>('mobile');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const isMobile = channel === 'mobile';
  const isValid = isMobile ? isValidMobile : isValidEmail;
  const name = isMobile ? '手机号码' : '邮箱';

  const getTarget = async () => {
    try {
      const { target } = await form.validateFields(['target']);
      return target.trim();
    } catch {
      return null;
    }
  };

  const submit = async (v: Values) => {
    setError(null);
    setChecking(true);
    try {
      const ticket = isMobile
        ? await checkRecoveryMobile(who, { mobile: v.target.trim(), code: v.code })
        : await checkRecoveryEmail(who, {
            email: v.target.trim(),
            code: v.code,
            ...(v.loginName?.trim() ? { loginName: v.loginName.trim() } : {}),
          });
      onVerified(ticket);
    } catch (err) {
      // The check calls are exempt from toasts: the refusal is shown here, next to the form.
      setError(err instanceof ApiError ? err.message : '验证失败，请稍后重试');
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Tabs
        activeKey={channel}
        onChange={(k) => {
          setChannel(k as Channel);
          setError(null);
          form.resetFields();
        }}
        items={[
          { key: 'mobile', label: '通过手机号码找回' },
          { key: 'email', label: '通过邮箱找回' },
        ]}
        data-testid="recover-channel"
      />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        autoComplete="off"
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          label={`绑定的${name}`}
          name="target"
          rules={[
            { required: true, message: `请输入${name}` },
            {
              validator: (_, v?: string) =>
                !v || isValid(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(`${name}格式不正确`)),
            },
          ]}
        >
          <Input
            placeholder={`请输入账号绑定的${name}`}
            inputMode={isMobile ? 'numeric' : 'email'}
            maxLength={isMobile ? 11 : 120}
            data-testid="recover-target"
          />
        </Form.Item>
        {!isMobile && (
          <Form.Item
            label="账号名（选填）"
            name="loginName"
            extra="该邮箱绑定了多个账号时，请填写要找回的账号名"
          >
            <Input placeholder="请输入账号名" maxLength={64} data-testid="recover-login-name" />
          </Form.Item>
        )}
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="code"
              noStyle
              rules={[
                { required: true, message: '请输入验证码' },
                { pattern: /^\d{6}$/, message: '验证码应为6位数字' },
              ]}
            >
              <Input
                placeholder="6位验证码"
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                data-testid="recover-code"
              />
            </Form.Item>
            <SmsCodeButton
              getMobile={getTarget}
              send={(t) => (isMobile ? sendFindPasswordSms(t) : sendEmailCode(t, 'findPassword'))}
            />
          </Space.Compact>
        </Form.Item>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="recover-error"
          />
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={checking}
          data-testid="recover-next"
        >
          下一步
        </Button>
      </Form>
    </>
  );
}
