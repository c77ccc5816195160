import { useRef, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Typography, type InputRef } from 'antd';
import { ArrowLeftOutlined, SafetyOutlined } from '@ant-design/icons';
import { ApiError, fieldRule } from '@zyz/client';
import { mfaTicketExpiredMessage, recoveryCodeSchema, totpCodeSchema } from '@zyz/domain';
import { useLoginOrgTotp } from '../api/login-org-totp';

interface SecondFactorFormProps {
  mfaTicket: string;
  onSignedIn: () => void;
  /** Back to the password step; `notice` says why when the ticket has died. */
  onBack: (notice?: string) => void;
}

interface CodeValues {
  code: string;
}

const digitsOnly = (value?: string) => (value ?? '').replace(/\D/g, '').slice(0, 6);

/**
 * The sign-in's second step: the 6-digit code of the authenticator app, or one of the recovery
 * codes printed at enrolment for a lost phone.
 */
export function SecondFactorForm({ mfaTicket, onSignedIn, onBack }: SecondFactorFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CodeValues>();
  const login = useLoginOrgTotp();
  const [isRecovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<InputRef>(null);
  // Spaced digits read back easily; the placeholder keeps its normal spacing.
  const typed = Form.useWatch('code', form);

  const switchMode = () => {
    setRecovery((r) => !r);
    setFailure(null);
    form.resetFields();
    setTimeout(() => input.current?.focus());
  };

  const onFinish = async ({ code }: CodeValues) => {
    setFailure(null);
    try {
      // A recovery code goes as printed, whatever case or spacing it was typed in.
      const typed = isRecovery ? recoveryCodeSchema.parse(code) : code.trim();
      await login.mutateAsync({ mfaTicket, code: typed });
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status !== 200) return; // the api client showed it
      const text = error instanceof ApiError ? error.message : '登录失败，请稍后重试';
      if (text === mfaTicketExpiredMessage) return onBack(text);
      setFailure(text);
      void message.error(text);
      form.setFieldValue('code', '');
      input.current?.focus();
    }
  };

  return (
    <Form<CodeValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      data-testid="login-second-factor"
    >
      <Flex vertical gap={4} style={{ marginBottom: 20 }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          <SafetyOutlined /> 输入两步验证码
        </Typography.Text>
        <Typography.Text type="secondary">
          {isRecovery
            ? '手机不在身边时，可输入开启两步验证时保存的任意一个恢复码，每个恢复码只能使用一次。'
            : '请打开手机上的身份验证器应用，输入其中显示的6位数字验证码。'}
        </Typography.Text>
      </Flex>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
          data-testid="login-totp-error"
        />
      )}
      {isRecovery ? (
        <Form.Item name="code" label="恢复码" rules={[fieldRule(recoveryCodeSchema)]}>
          <Input
            ref={input}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            placeholder="如 abcd-1234"
            data-testid="login-recovery-code"
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="code"
          label="验证码"
          normalize={digitsOnly}
          rules={[fieldRule(totpCodeSchema)]}
        >
          <Input
            ref={input}
            autoFocus
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="6位数字"
            style={{ letterSpacing: typed ? '0.4em' : undefined }}
            data-testid="login-totp-code"
          />
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={login.isPending}
        data-testid="login-totp-submit"
      >
        验证并登录
      </Button>
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
        <Button
          type="link"
          size="middle"
          icon={<ArrowLeftOutlined />}
          onClick={() => onBack()}
          style={{ paddingInline: 0 }}
          data-testid="login-totp-back"
        >
          返回
        </Button>
        <Button
          type="link"
          size="middle"
          onClick={switchMode}
          style={{ paddingInline: 0 }}
          data-testid="login-use-recovery"
        >
          {isRecovery ? '使用验证码' : '使用恢复码'}
        </Button>
      </Flex>
    </Form>
  );
}
