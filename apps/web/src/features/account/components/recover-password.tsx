import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Result, Steps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { FindPwdTicket } from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { showWarning } from '../../../lib/feedback';
import { RegisterCard } from '../../register';
import { resetWithTicket, type RecoveryWho } from '../api/security';
import { RecoverVerifyForm } from './recover-verify-form';
import { NewPasswordFields } from './new-password-fields';

interface Props {
  who: RecoveryWho;
}

interface Values {
  password: string;
  passwordAgain: string;
}

/** Password recovery in three steps: verify the mobile or e-mail, set the password, done. */
export function RecoverPassword({ who }: Props) {
  const [ticket, setTicket] = useState<FindPwdTicket | null>(null);
  const [isDone, setDone] = useState(false);
  const reset = useMutation({
    mutationFn: (v: Values) => resetWithTicket(who, { ...v, resetToken: ticket!.resetToken }),
    onSuccess: () => setDone(true),
  });
  const title = who === 'user' ? '找回志愿者密码' : '找回组织账号密码';
  const loginPath = who === 'user' ? paths.volunteerLogin : paths.organizationLogin;
  const step = isDone ? 2 : ticket ? 1 : 0;

  return (
    <RegisterCard title={title} testId="recover-password-page" width={560}>
      <Steps
        current={step}
        size="small"
        responsive={false}
        style={{ marginBottom: 24 }}
        items={[{ title: '验证身份' }, { title: '设置新密码' }, { title: '完成' }]}
      />
      {step === 0 && <RecoverVerifyForm who={who} onVerified={setTicket} />}
      {step === 1 && ticket && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`正在为账号 ${ticket.loginName} 设置新密码`}
            description={`请在${Math.round(ticket.expiresInSeconds / 60)}分钟内完成，超时需重新验证。`}
          />
          <Form<Values>
            layout="vertical"
            requiredMark={false}
            autoComplete="off"
            validateTrigger={['onChange', 'onBlur']}
            onFinish={(v) => reset.mutate(v)}
            onFinishFailed={({ errorFields }) => {
              const first = errorFields[0]?.errors[0];
              if (first) showWarning(first);
            }}
          >
            <NewPasswordFields />
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={reset.isPending}
              data-testid="recover-submit"
            >
              确认重设
            </Button>
          </Form>
          <Button type="link" block onClick={() => setTicket(null)} style={{ marginTop: 8 }}>
            重新验证
          </Button>
        </>
      )}
      {step === 2 && (
        <Result
          status="success"
          title="密码已重设"
          subTitle="原有登录已全部退出，请使用新密码登录。"
          extra={
            <Link to={loginPath}>
              <Button type="primary" data-testid="recover-to-login">
                去登录
              </Button>
            </Link>
          }
          data-testid="recover-done"
        />
      )}
    </RegisterCard>
  );
}
