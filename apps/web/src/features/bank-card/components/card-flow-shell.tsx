import type { ReactNode } from 'react';
import { Card, Steps } from 'antd';
import { useVolunteerId } from '../../../stores/user-store';
import { VolunteerLoginPrompt } from '../../../components/volunteer-login-prompt';

const steps = ['申领须知', '确认个人信息', '选择卡种', '填写申请', '提交成功'];

/** The frame of every application step: title, progress, and the sign-in prompt for visitors. */
export function CardFlowShell({
  title,
  step,
  testId,
  children,
}: {
  title: string;
  step?: number;
  testId: string;
  children: ReactNode;
}) {
  const userId = useVolunteerId();
  return (
    <Card title={title} data-testid={testId} style={{ maxWidth: 960, margin: '0 auto' }}>
      {step !== undefined && (
        <Steps
          size="small"
          current={step}
          items={steps.map((t) => ({ title: t }))}
          style={{ marginBottom: 24 }}
          responsive
        />
      )}
      {userId ? children : <VolunteerLoginPrompt title="请先登录志愿者账号，再申领联名卡" />}
    </Card>
  );
}
