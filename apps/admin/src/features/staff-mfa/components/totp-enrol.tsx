import { useState } from 'react';
import { Button, Flex, Form, Input, Steps, Typography } from 'antd';
import { ApiError, fieldRule } from '@zyz/client';
import { groupSecret, totpCodeSchema, type TotpSetup } from '@zyz/domain';
import { useEnableTotp } from '../api/enable-totp';
import { RecoveryCodes } from './recovery-codes';
import { TotpQr } from './totp-qr';

interface TotpEnrolProps {
  setup: TotpSetup;
  isPhone: boolean;
  /** The codes have been seen; `doneText` names where the button goes next. */
  onDone: () => void;
  doneText: string;
  onCancel: () => void;
}

const digitsOnly = (value?: string) => (value ?? '').replace(/\D/g, '').slice(0, 6);

const apps = 'Microsoft Authenticator、Google Authenticator、腾讯身份验证器等';

/** Enrolment: scan the secret, prove it with a code, then keep the recovery codes shown once. */
export function TotpEnrol({ setup, isPhone, onDone, doneText, onCancel }: TotpEnrolProps) {
  const [form] = Form.useForm<{ code: string }>();
  const enable = useEnableTotp();
  const [codes, setCodes] = useState<string[] | null>(null);
  const typed = Form.useWatch('code', form);

  const confirm = async (code: string) => {
    try {
      setCodes((await enable.mutateAsync({ code })).recoveryCodes);
    } catch (error) {
      // The api client showed the server's msg too; a fresh code is typed in the same box.
      const msg = error instanceof ApiError && error.status === 200 ? error.message : undefined;
      form.setFields([{ name: 'code', value: '', errors: msg ? [msg] : [] }]);
    }
  };

  return (
    <Flex vertical gap={24} data-testid="totp-enrol">
      <Steps
        size="small"
        responsive={false}
        style={{ maxWidth: 640 }}
        current={codes ? 2 : 1}
        items={[{ title: '安装应用' }, { title: '扫码验证' }, { title: '保存恢复码' }]}
      />
      {codes ? (
        <Flex vertical gap={16}>
          <Typography.Text type="success" strong data-testid="totp-enabled-notice">
            两步验证已开启，今后登录时除密码外还需输入验证码。
          </Typography.Text>
          <RecoveryCodes codes={codes} />
          <div>
            <Button type="primary" onClick={onDone} data-testid="recovery-done">
              {doneText}
            </Button>
          </div>
        </Flex>
      ) : (
        <Flex gap={isPhone ? 16 : 40} vertical={isPhone} align={isPhone ? 'center' : 'flex-start'}>
          <Flex vertical align="center" gap={8} style={{ flex: 'none' }}>
            <TotpQr uri={setup.otpauthUri} size={200} />
            <Typography.Text type="secondary">用身份验证器应用扫描</Typography.Text>
          </Flex>
          <Flex vertical gap={16} style={{ flex: '1 1 auto', maxWidth: 520, width: '100%' }}>
            <Typography.Paragraph style={{ margin: 0 }}>
              1. 在手机上安装身份验证器应用（{apps}）。
              <br />
              2. 在应用中添加账户，扫描本页的二维码。
              <br />
              3. 输入应用中显示的6位数字验证码，完成开启。
            </Typography.Paragraph>
            <div>
              <Typography.Text type="secondary">
                无法扫码时，可在应用中手动输入密钥：
              </Typography.Text>
              <Typography.Paragraph
                copyable={{ text: setup.secret, tooltips: ['复制密钥', '已复制'] }}
                style={{ margin: '4px 0 0' }}
              >
                <Typography.Text
                  code
                  style={{ fontSize: 16, letterSpacing: 1, wordBreak: 'break-all' }}
                  data-testid="totp-secret"
                >
                  {groupSecret(setup.secret)}
                </Typography.Text>
              </Typography.Paragraph>
            </div>
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={(v) => void confirm(v.code)}
            >
              <Form.Item
                name="code"
                label="验证码"
                normalize={digitsOnly}
                rules={[fieldRule(totpCodeSchema)]}
                style={{ marginBottom: 16 }}
              >
                <Input
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={6}
                  placeholder="6位数字"
                  size="large"
                  style={{ maxWidth: 220, letterSpacing: typed ? '0.4em' : undefined }}
                  data-testid="totp-enable-code"
                />
              </Form.Item>
              <Flex gap={8}>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={enable.isPending}
                  data-testid="totp-enable-submit"
                >
                  确认开启
                </Button>
                <Button onClick={onCancel}>取消</Button>
              </Flex>
            </Form>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
