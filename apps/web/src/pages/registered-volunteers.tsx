import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Space, Typography } from 'antd';
import { paths } from '../lib/paths';
import { agreements } from '../features/register/agreements';
import { AgreementReader } from '../features/register/components/agreement-reader';
import { RegisterCard } from '../features/register/components/register-card';
import { RegisterForm } from '../features/register/components/register-form';
import { RegisterSteps } from '../features/register/components/register-steps';
import { rememberRegistration } from '../features/register/registration-result';

const mustAccept = [agreements.personalRegRequirements, agreements.voluntaryAgreement];

/** /registered/volunteers: read and accept the agreements, then fill in the form. */
export default function RegisterVolunteerPage() {
  const navigate = useNavigate();
  const [read, setRead] = useState<Record<string, boolean>>({});
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const [step, setStep] = useState<0 | 1>(0);
  const allAccepted = mustAccept.every((a) => accepted[a.slug]);

  return (
    <RegisterCard title="志愿者注册" testId="register-volunteer-page">
      <RegisterSteps current={step} />
      {step === 0 ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {mustAccept.map((a) => (
            <AgreementReader
              key={a.slug}
              agreement={a}
              isRead={!!read[a.slug]}
              onRead={() => !read[a.slug] && setRead((r) => ({ ...r, [a.slug]: true }))}
              accepted={!!accepted[a.slug]}
              onAccept={(v) => setAccepted((s) => ({ ...s, [a.slug]: v }))}
            />
          ))}
          <Button
            type="primary"
            block
            size="large"
            disabled={!allAccepted}
            onClick={() => {
              setStep(1);
              window.scrollTo({ top: 0 });
            }}
            data-testid="agreements-next"
          >
            {allAccepted ? '下一步：填写注册信息' : '请阅读并勾选同意以上须知和协议'}
          </Button>
        </Space>
      ) : (
        <>
          <RegisterForm
            onRegistered={(result) => {
              void rememberRegistration(result).then(() =>
                navigate(paths.registeredStatus, { replace: true }),
              );
            }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to={paths.registeredAgreement('personalRegRequirements')}>
              《志愿者注册须知》
            </Link>
            <Link to={paths.registeredAgreement('voluntaryAgreement')}>《志愿服务协议》</Link>
            <Button type="link" onClick={() => setStep(0)}>
              返回上一步
            </Button>
          </Typography.Paragraph>
        </>
      )}
    </RegisterCard>
  );
}
